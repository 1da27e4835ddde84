import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { createUser, uniqueEmail } from '../support/factories';
import { deliverMail, mailsTo } from '../support/mail';
import { startMailingServer, type TestServer } from '../support/server';

// Issue 29: "Email me a sign-in link" on the sign-in screen. The answer never tells whether the
// address has an account; only a member's address gets a link, within the mail limits.
const MAIL_PER_ADDRESS = 2;
const MAILS_PER_IP = 4;
const REQUESTS_PER_IP = 6;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startMailingServer({
    AUTH_EMAIL_CONFIRMATION: 'required',
    TRUST_PROXY: '1',
    PUBLIC_URL: 'https://app.mithaq.example',
    RATE_LIMIT_MAIL_PER_ADDRESS: String(MAIL_PER_ADDRESS),
    RATE_LIMIT_MAIL_PER_IP: String(MAILS_PER_IP),
    RATE_LIMIT_MAIL_REQUESTS_PER_IP: String(REQUESTS_PER_IP),
  });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
let lastIp = 0;
/** A client address no other test used, so each test starts with fresh per-IP limits. */
const freshIp = () => `203.0.113.${++lastIp}`;
const ask = (email: string, ip = freshIp()) => call(server, 'POST', '/api/auth/sign-in-link/request', { email }, { headers: { 'x-forwarded-for': ip } });
const redeem = (token: string) => call(server, 'POST', '/api/auth/sign-in-link', { token });

async function askAndDeliver(email: string, ip?: string) {
  const answer = await ask(email, ip);
  await deliverMail(server);
  return answer;
}

function linkToken(mail: { text: string }) {
  const match = /https:\/\/app\.mithaq\.example\/auth\?sign_in_token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

describe('asking for a sign-in link', () => {
  it("mails a member a link that signs in once, answering as for anyone's address", async () => {
    const member = await createUser(db());
    const nobody = uniqueEmail('nobody');
    const known = await askAndDeliver(member.email);
    const unknown = await askAndDeliver(nobody);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ ok: true });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(mailsTo(nobody)).toHaveLength(0);

    const [mail] = mailsTo(member.email);
    expect(mail?.subject).toBe('Sign in to Mithaq');
    // The requested link's own wording: nothing about wrong passwords.
    expect(mail?.text).toContain('Someone asked for a link to sign in');
    expect(mail?.text).not.toContain('wrong password');
    const token = linkToken(mail!);
    expect(token).toBeDefined();
    expect(JSON.stringify(known.body)).not.toContain(token);

    const first = await redeem(token!);
    expect(first.status).toBe(200);
    expect((first.body as { user: { email: string } }).user.email).toBe(member.email);
    const again = await redeem(token!);
    expect(again.status).toBe(400);
    expect((again.body as { error: { key: string } }).error.key).toBe('auth.invalidSignInLink');
  });

  it('mails nothing to an admin or to an address still to be confirmed, with the same answer', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    const unconfirmed = await createUser(db(), { confirmed: false });
    const member = await createUser(db());
    const answers = [await askAndDeliver(admin.email), await askAndDeliver(unconfirmed.email), await askAndDeliver(member.email)];
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array.from({ length: 3 }, () => [200, { ok: true }]));
    expect(mailsTo(admin.email)).toHaveLength(0);
    expect(mailsTo(unconfirmed.email)).toHaveLength(0);
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('stops mailing an address past its hourly quota, still answering the same; only the newest link works', async () => {
    const member = await createUser(db());
    const answers = [];
    for (let i = 0; i < MAIL_PER_ADDRESS + 2; i++) answers.push(await askAndDeliver(member.email));
    expect(answers.every((a) => a.status === 200 && JSON.stringify(a.body) === '{"ok":true}')).toBe(true);
    const mails = mailsTo(member.email);
    expect(mails).toHaveLength(MAIL_PER_ADDRESS);
    // A newer link voids the older one.
    expect((await redeem(linkToken(mails[0]!)!)).status).toBe(400);
    expect((await redeem(linkToken(mails[1]!)!)).status).toBe(200);

    // Its own quota: asking for sign-in links has not spent the address's reset mails.
    await call(server, 'POST', '/api/auth/password-reset/request', { email: member.email }, { headers: { 'x-forwarded-for': freshIp() } });
    await deliverMail(server);
    expect(mailsTo(member.email).at(-1)?.subject).toBe('Reset your Mithaq password');

    // An hour later the address may be mailed again.
    server.clock.advance(4 * FIFTEEN_MINUTES);
    await askAndDeliver(member.email);
    expect(mailsTo(member.email).filter((mail) => linkToken(mail))).toHaveLength(MAIL_PER_ADDRESS + 1);
  });

  it("counts toward the asking IP's mails whether or not the address has an account", async () => {
    const ip = freshIp();
    const member = await createUser(db());
    for (let i = 0; i < MAILS_PER_IP; i++) expect((await ask(uniqueEmail('nobody'), ip)).status).toBe(200);
    const answer = await askAndDeliver(member.email, ip);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(mailsTo(member.email)).toHaveLength(0);
  });

  it('refuses requests past the per-IP limit before answering, alike for every address', async () => {
    const ip = freshIp();
    const member = await createUser(db());
    for (let i = 0; i < REQUESTS_PER_IP; i++) expect((await ask(uniqueEmail('nobody'), ip)).status).toBe(200);
    const refusedKnown = await askAndDeliver(member.email, ip);
    const refusedUnknown = await ask(uniqueEmail('nobody'), ip);
    expect(refusedKnown.status).toBe(429);
    expect(refusedUnknown.body).toEqual(refusedKnown.body);
    expect(mailsTo(member.email)).toHaveLength(0);
  });

  it('refuses a malformed address with a 400 and its message', async () => {
    const answer = await ask('not-an-address');
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { message: string } }).error.message).toBeTruthy();
  });

  it('lets a link expire after 15 minutes', async () => {
    const member = await createUser(db());
    await askAndDeliver(member.email);
    const token = linkToken(mailsTo(member.email)[0]!)!;
    server.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await redeem(token)).status).toBe(400);
  });
});
