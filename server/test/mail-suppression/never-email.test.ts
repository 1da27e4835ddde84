import { Writable } from 'node:stream';
import type { GuardianView } from '@mithaq/contract/guardians';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNeverEmailToken, isSuppressed, neverEmailToken, suppress, unsuppress } from '../../src/features/mail-suppression/service';
import { keyRing } from '../../src/platform/secrets';
import { call, signIn } from '../support/client';
import { createProfile, uniqueEmail } from '../support/factories';
import { listUnsubscribePath, mailsTo, deliverMail } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';

// Issue 26: every mail to someone who is not a member carries a one-click "never e-mail me again",
// and every later mail to that address honours it.
const PUBLIC_URL = 'https://mithaq.example';
/** What the server logs (at info): taking an opt-out back is logged, naming nobody. */
let logged = '';
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString('utf8');
    done();
  },
});
let server: TestServer;
beforeAll(async () => {
  // A database of its own: on PostgreSQL another file's outbox run could deliver these mails into its own folder.
  server = await startTestServer({ isolatedDatabase: true, env: { PUBLIC_URL, AUTH_EMAIL_CONFIRMATION: 'required', LOG_LEVEL: 'info' }, logDestination });
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;
const db = () => server.platform.database.db;

async function member() {
  const profile = await createProfile(db(), { name: 'Maryam' });
  return { ...profile, token: (await signIn(server, profile.email, profile.password)).token };
}
type Member = Awaited<ReturnType<typeof member>>;

async function invite(who: Member, email: string) {
  const result = await call<GuardianView & { error?: { key?: string; message: string } }>(
    server, 'POST', '/api/guardians', { name: 'Abdullah', relation: 'father', email }, { token: who.token },
  );
  await server.jobs.outbox.deliverDue();
  return result;
}

/** The never-e-mail link a mail carries in its List-Unsubscribe header, as a path on the test server. */
function neverEmailPathOf(mail: Parameters<typeof listUnsubscribePath>[0]) {
  expect(mail.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/api/never-email\\?token=[A-Za-z0-9_%.-]+>$`));
  return listUnsubscribePath(mail)!;
}

/** What a mail client's one-click button sends (RFC 8058): a form POST, no session, no cookie. */
const oneClick = (path: string) =>
  server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

describe('never e-mail me again', () => {
  it('is in every guardian invitation: a link in the body and the one-click headers', async () => {
    const email = uniqueEmail('guardian');
    expect((await invite(await member(), email)).status).toBe(200);
    const [mail] = mailsTo(email);
    const path = neverEmailPathOf(mail!);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.text).toContain(`${PUBLIC_URL}${path}`);
    // The invitation's own link stays the first one in it.
    expect(/https?:\/\/\S+/.exec(mail!.text)![0]).toContain('/guardian/accept?token=');
  });

  it("shows a page with one button in the visitor's language, and opening it changes nothing", async () => {
    const email = uniqueEmail('guardian');
    await invite(await member(), email);
    const path = neverEmailPathOf(mailsTo(email)[0]!);
    const page = await server.fetch(path, { headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<form method="post" action="\/api\/never-email\?token=[^"]+"><input type="hidden" name="List-Unsubscribe" value="One-Click">/);
    // A mail scanner that opens the link does not suppress the address.
    expect((await invite(await member(), email)).status).toBe(200);
  });

  it('one click without signing in: the next invitation to that address is refused and nothing is sent', async () => {
    const email = uniqueEmail('guardian');
    const maryam = await member();
    const first = await invite(maryam, email);
    const path = neverEmailPathOf(mailsTo(email)[0]!);
    const done = await oneClick(path);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Mithaq will not send e-mails to this address again.');
    // Clicking twice says the same.
    expect((await oneClick(path)).status).toBe(200);

    const refused = await invite(await member(), email.toUpperCase());
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ key: 'guardians.addressSuppressed', message: 'This address has asked not to receive e-mails from Mithaq.' });
    const again = await call<{ error: { key: string } }>(server, 'POST', `/api/guardians/${first.body.id}/resend`, undefined, { token: maryam.token });
    expect(again.body.error).toMatchObject({ key: 'guardians.addressSuppressed' });
    await server.jobs.outbox.deliverDue();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses a link that is not ours with a clear message, in the page', async () => {
    const email = uniqueEmail('guardian');
    await invite(await member(), email);
    const path = neverEmailPathOf(mailsTo(email)[0]!);
    const forged = `${path.slice(0, -4)}AAAA`;
    for (const bad of [forged, '/api/never-email?token=nonsense', '/api/never-email']) {
      const answer = await oneClick(bad);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This link is not valid. Please open the link from the e-mail again.');
    }
    // The address was not suppressed by any of them.
    expect((await invite(await member(), email)).status).toBe(200);
  });

  it('is in the confirmation mail of an address not confirmed yet, and no further confirmation goes to it', async () => {
    const email = uniqueEmail('new');
    const signUp = () => call(server, 'POST', '/api/auth/sign-up', { email, password: 'amina-reads-at-dawn' });
    expect((await signUp()).status).toBe(200);
    await deliverMail(server); // sign-up, resend and reset queue their mail after answering
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Confirm your Mithaq account');
    const path = neverEmailPathOf(mail!);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.text).toContain(`${PUBLIC_URL}${path}`);
    expect((await oneClick(path)).status).toBe(200);

    // Past the hour of the per-address mail limit, so only the suppression can hold them back.
    server.clock.advance(HOUR + 1000);
    expect((await call(server, 'POST', '/api/auth/confirmation/resend', { email })).status).toBe(200);
    expect((await signUp()).status).toBe(200);
    await deliverMail(server); // sign-up, resend and reset queue their mail after answering
    expect(mailsTo(email)).toHaveLength(1);

    // Mail about a member's own account is theirs: no never-e-mail link in it.
    const confirmed = await member();
    expect((await call(server, 'POST', '/api/auth/password-reset/request', { email: confirmed.email })).status).toBe(200);
    await deliverMail(server); // sign-up, resend and reset queue their mail after answering
    expect(mailsTo(confirmed.email).map((m) => [m.subject, m.headers])).toEqual([['Reset your Mithaq password', undefined]]);
  });
});

describe('E-mail me again (taking the opt-out back)', () => {
  /** The mailbox holder's way back: the same signed link, POSTed to its own path. */
  const emailMeAgainPath = (path: string) => path.replace('/api/never-email?', '/api/never-email/undo?');
  const emailMeAgain = (path: string) =>
    server.fetch(emailMeAgainPath(path), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

  /** An address that has opted out from the link of its invitation; the link's path. */
  async function optedOut() {
    const email = uniqueEmail('guardian');
    await invite(await member(), email);
    const path = neverEmailPathOf(mailsTo(email)[0]!);
    expect((await oneClick(path)).status).toBe(200);
    return { email, path };
  }

  it('the page of an address already opted out says so and offers "E-mail me again", a POST to another path; opening it changes nothing', async () => {
    const { email, path } = await optedOut();
    const page = await server.fetch(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Mithaq does not send e-mails to this address.');
    const action = `/api/never-email/undo?token=${path.split('token=')[1]}`;
    expect(html).toContain(`<form method="post" action="${action}"><button type="submit">E-mail me again</button></form>`);
    // No one-click form on it: it is opted out already, and the way back is not RFC 8058's body.
    expect(html).not.toContain('List-Unsubscribe');
    expect((await invite(await member(), email)).body.error).toMatchObject({ key: 'guardians.addressSuppressed' });
  });

  it('takes the address off the list: the next invitation goes out, with the never-e-mail link again', async () => {
    const { email, path } = await optedOut();
    const done = await emailMeAgain(path);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Done: Mithaq may e-mail this address again.');
    // Twice is the same as once.
    expect((await emailMeAgain(path)).status).toBe(200);

    expect((await invite(await member(), email)).status).toBe(200);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    neverEmailPathOf(mails[1]!);
    // The page offers the one-click opt-out again.
    expect(await (await server.fetch(path)).text()).toMatch(/<form method="post" action="\/api\/never-email\?token=/);
  });

  it('takes back the opt-out of a confirmation mail: the next one goes out', async () => {
    const email = uniqueEmail('new');
    expect((await call(server, 'POST', '/api/auth/sign-up', { email, password: 'amina-reads-at-dawn' })).status).toBe(200);
    await deliverMail(server);
    const path = neverEmailPathOf(mailsTo(email)[0]!);
    expect((await oneClick(path)).status).toBe(200);
    expect((await emailMeAgain(path)).status).toBe(200);

    server.clock.advance(HOUR + 1000); // past the per-address mail limit
    expect((await call(server, 'POST', '/api/auth/confirmation/resend', { email })).status).toBe(200);
    await deliverMail(server);
    const mails = mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your Mithaq account', 'Confirm your Mithaq account']);
    neverEmailPathOf(mails[1]!);
  });

  it('refuses a forged or altered link with a clear message, and the address stays off', async () => {
    const { email, path } = await optedOut();
    const altered = `${path.slice(0, -4)}AAAA`;
    const otherAddress = `/api/never-email?token=${encodeURIComponent(neverEmailToken(Buffer.alloc(32, 7), email))}`;
    for (const bad of [altered, otherAddress, '/api/never-email?token=nonsense', '/api/never-email?']) {
      const answer = await emailMeAgain(bad);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This link is not valid. Please open the link from the e-mail again.');
    }
    expect((await invite(await member(), email)).body.error).toMatchObject({ key: 'guardians.addressSuppressed' });
  });

  it('the one-click path only ever opts out: a second POST after opting out, or one after taking it back, leaves it off', async () => {
    const { email, path } = await optedOut();
    expect((await oneClick(path)).status).toBe(200);
    expect(await isSuppressed(server.platform, db(), email, server.clock.now())).toBe(true);
    expect((await emailMeAgain(path)).status).toBe(200);
    expect(await isSuppressed(server.platform, db(), email, server.clock.now())).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      expect((await oneClick(path)).status).toBe(200);
      expect(await isSuppressed(server.platform, db(), email, server.clock.now())).toBe(true);
    }
  });

  it('is logged, without the address or its link', async () => {
    const { email, path } = await optedOut();
    const before = logged.length;
    await emailMeAgain(path);
    const lines = logged.slice(before);
    expect(lines).toContain('never-e-mail opt-out taken back');
    const token = decodeURIComponent(path.split('token=')[1]!);
    for (const secret of [email, token, token.split('.')[0]!]) expect(lines).not.toContain(secret);
  });
});

describe('across an APP_SECRET rotation', () => {
  const OLD = 'integration-test-secret-0123456789abcdef';
  const NEW = 'rotated-secret-fedcba9876543210-0123456789';
  const as = (keys: ReturnType<typeof keyRing>) => ({ ...server.platform, keys });

  it("keeps the old secret's links working while it is accepted, and the suppressions it checks outlive it", async () => {
    const address = uniqueEmail('guardian');
    const oldLink = neverEmailToken(keyRing(OLD, undefined).mailSuppression, address);
    await suppress(as(keyRing(NEW, OLD)), oldLink);
    expect(() => assertNeverEmailToken(as(keyRing(NEW, undefined)), oldLink)).toThrow('This link is not valid.');
    const now = server.clock.now();
    // Checked during the rotation: recorded again under the new secret, so it holds once the old one is gone.
    expect(await isSuppressed(as(keyRing(NEW, OLD)), db(), address.toUpperCase(), now)).toBe(true);
    expect(await isSuppressed(as(keyRing(NEW, undefined)), db(), address, now)).toBe(true);
    expect(await isSuppressed(as(keyRing(NEW, undefined)), db(), uniqueEmail('other'), now)).toBe(false);
  });

  it.each([
    ["the old secret's link", OLD],
    ["the new secret's link", NEW],
  ])('takes back with %s an opt-out made with the old one and already recorded again under the new one', async (_link, secret) => {
    const address = uniqueEmail('guardian');
    const rotating = as(keyRing(NEW, OLD));
    await suppress(rotating, neverEmailToken(keyRing(OLD, undefined).mailSuppression, address));
    const now = server.clock.now();
    expect(await isSuppressed(rotating, db(), address, now)).toBe(true); // recorded again under NEW
    await unsuppress(rotating, neverEmailToken(keyRing(secret, undefined).mailSuppression, address));
    expect(await isSuppressed(rotating, db(), address, now)).toBe(false);
    expect(await isSuppressed(as(keyRing(NEW, undefined)), db(), address, now)).toBe(false);
  });
});
