import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_USAGE, sendNewsCommand } from '../../src/cli/send-news-command';
import { users } from '../../src/platform/db/schema/auth';
import { call } from '../support/client';
import { createProfile, createUser } from '../support/factories';
import { deliverMail, mailsTo, sharedMailDir } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  // Its own database: the news goes to every consenting member in it.
  server = await startTestServer({ isolatedDatabase: true, env: { PUBLIC_URL: 'https://mithaq.example' } });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const consenting = async (overrides: Parameters<typeof createProfile>[1] = {}) => {
  const member = await createProfile(db(), overrides);
  await db().update(users).set({ marketingConsent: true }).where(eq(users.id, member.id));
  return member;
};
const consentOf = async (id: string) => (await db().select({ c: users.marketingConsent }).from(users).where(eq(users.id, id)))[0]!.c;

/** The raw .eml the file outbox wrote for the last mail to `address` (the .json has the same name). */
function emlTo(address: string) {
  const file = fs
    .readdirSync(sharedMailDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .filter((name) => (JSON.parse(fs.readFileSync(path.join(sharedMailDir, name), 'utf8')) as { to: string }).to === address)
    .at(-1);
  if (!file) throw new Error(`no mail to ${address}`);
  return fs.readFileSync(path.join(sharedMailDir, file.replace(/\.json$/, '.eml')), 'utf8');
}

async function runNews(argv: string[]) {
  const output = new PassThrough();
  const errors = new PassThrough();
  const database = { ...server.platform.database, close: async () => undefined };
  const code = await sendNewsCommand(argv, { output, errors }, async () => database, server.platform, server.clock);
  output.end();
  errors.end();
  return { code, output: String(output.read() ?? ''), errors: String(errors.read() ?? '') };
}

const newsFile = (text: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-news-')), 'news.txt');
  fs.writeFileSync(file, text);
  return file;
};

/** The unsubscribe URL of a mail, as a path on the test server. */
const unsubscribePathOf = (eml: string) => {
  const url = /^List-Unsubscribe: <([^>]+)>/m.exec(eml.replace(/\r?\n[ \t]+/g, ' '))![1]!;
  expect(url.startsWith('https://mithaq.example/api/unsubscribe?token=')).toBe(true);
  return url.replace('https://mithaq.example', '');
};

describe('news to consenting members (npm run news:send)', () => {
  it('goes only to consenting active members, each with one-click unsubscribe headers', async () => {
    const yes = await consenting();
    const no = await createProfile(db());
    const deactivated = await consenting({ isActive: false });
    const suspended = await consenting({ isActive: false, suspendedAt: new Date() });
    const noProfile = await createUser(db());
    await db().update(users).set({ marketingConsent: true }).where(eq(users.id, noProfile.id));

    const result = await runNews(['--subject', 'Ramadan news', '--text-file', newsFile('Ramadan Mubarak from the Mithaq team.')]);
    expect(result).toMatchObject({ code: 0, errors: '' });
    expect(result.output).toContain('Queued 1 news mail(s)');
    await server.jobs.outbox.deliverDue();

    expect(mailsTo(yes.email).map((mail) => mail.subject)).toEqual(['Ramadan news']);
    for (const other of [no, deactivated, suspended, noProfile]) expect(mailsTo(other.email)).toEqual([]);
    const eml = emlTo(yes.email);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = unsubscribePathOf(eml);
    expect(mailsTo(yes.email)[0]!.text).toContain(`https://mithaq.example${unsubscribe}`);
  });

  it('the one-click POST turns consent off without a session; the GET shows the page with the button', async () => {
    const member = await consenting();
    await runNews(['--subject', 'Eid news', '--text-file', newsFile('Eid Mubarak.')]);
    await server.jobs.outbox.deliverDue();
    const unsubscribe = unsubscribePathOf(emlTo(member.email));

    const page = await server.fetch(unsubscribe);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('Unsubscribe</button>');
    expect(await consentOf(member.id)).toBe(true);

    // As a mail client sends it (RFC 8058): a form body, no cookie, no bearer, no CSRF header.
    const oneClick = await server.fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('you will get no more news');
    expect(await consentOf(member.id)).toBe(false);
    // Answered: the app does not ask again for 12 months.
    const [row] = await db().select({ at: users.marketingAnsweredAt }).from(users).where(eq(users.id, member.id));
    expect(row!.at).toEqual(server.clock.now());

    await runNews(['--subject', 'More news', '--text-file', newsFile('Again.')]);
    await server.jobs.outbox.deliverDue();
    expect(mailsTo(member.email).map((mail) => mail.subject)).toEqual(['Eid news']);
  });

  it('refuses a forged or altered token', async () => {
    const member = await consenting();
    const forged = `/api/unsubscribe?token=${member.id}.not-the-mac`;
    const post = await server.fetch(forged, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(post.status).toBe(400);
    expect((await server.fetch(forged)).status).toBe(400);
    expect((await server.fetch('/api/unsubscribe')).status).toBe(400);
    expect(await consentOf(member.id)).toBe(true);
  });

  it('never touches transactional mail: a password reset still reaches a member who said no', async () => {
    const member = await createProfile(db());
    expect((await call(server, 'POST', '/api/auth/password-reset/request', { email: member.email })).status).toBe(200);
    await deliverMail(server);
    expect(mailsTo(member.email).map((mail) => mail.subject)).toEqual(['Reset your Mithaq password']);
    expect(emlTo(member.email)).not.toMatch(/^List-Unsubscribe/m);
  });

  it('says how to use it, and sends nothing for an empty file', async () => {
    expect(await runNews(['--subject', 'x'])).toMatchObject({ code: 2, errors: `\n${NEWS_USAGE}\n\n` });
    expect((await runNews(['--subject', 'x', '--text-file', newsFile('  \n')])).code).toBe(1);
  });
});
