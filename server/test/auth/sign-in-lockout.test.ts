import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { createUser, uniqueEmail } from '../support/factories';
import { mailsTo } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';
import { deliverQueued } from '../support/outbox';

const LIMIT = 10;
const BACKOFF_MS = 60_000;
const MAIL_PER_ADDRESS = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: String(LIMIT),
      RATE_LIMIT_SIGN_IN_PER_IP: '100000',
      RATE_LIMIT_MAIL_PER_ADDRESS: String(MAIL_PER_ADDRESS),
      PUBLIC_URL: 'https://app.mithaq.example',
    },
  });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const signInAttempt = (email: string, password: string) => call(server, 'POST', '/api/auth/sign-in', { email, password });
const redeem = (token: string) => call(server, 'POST', '/api/auth/sign-in-link', { token });
const lockedAnswer = {
  error: {
    code: 'RATE_LIMITED',
    message: 'Too many attempts. If this e-mail has an account, we sent it a link to sign in. Or wait a minute and try again.',
    key: 'auth.signInLinkSent',
  },
};

async function lastSignInLink(email: string) {
  await deliverQueued(server);
  const mail = mailsTo(email).at(-1);
  const match = mail && /\/auth\?sign_in_token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** A reset request by anyone, with the work it leaves after its answer done. */
async function requestReset(email: string) {
  expect((await call(server, 'POST', '/api/auth/password-reset/request', { email })).status).toBe(200);
  await server.platform.afterAnswer.settled();
}

async function lockOut(email: string) {
  for (let i = 0; i < LIMIT; i++) expect((await signInAttempt(email, `wrong-${i}`)).status).toBe(401);
}

describe('the per-account limit of wrong passwords', () => {
  it('counts every one of 50 parallel wrong passwords, before checking any', async () => {
    const user = await createUser(db());
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => signInAttempt(user.email, `parallel-wrong-${i}`)));
    const statuses = results.map((r) => r.status);
    // The limit's worth of checks, plus the one attempt the back-off lets through.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LIMIT - 1);
    const counted = await server.platform.rateLimiter.peek(`sign-in:fail:${user.email}`, 50);
    expect(counted.count).toBe(50);
  });

  it('mails the owner a one-time sign-in link once locked, answering exactly as for an unknown address', async () => {
    const user = await createUser(db());
    const ghost = uniqueEmail('ghost');
    await lockOut(user.email);
    await lockOut(ghost);
    // Past the limit, one attempt per back-off is still checked; the next is refused.
    expect((await signInAttempt(user.email, 'wrong-again')).status).toBe(401);
    expect((await signInAttempt(ghost, 'wrong-again')).status).toBe(401);
    const mine = await signInAttempt(user.email, user.password);
    const theirs = await signInAttempt(ghost, 'anything');
    expect(mine.status).toBe(429);
    expect(mine.body).toEqual(lockedAnswer);
    expect(theirs.body).toEqual(mine.body);
    expect(mailsTo(ghost)).toHaveLength(0);

    const token = await lastSignInLink(user.email);
    const mail = mailsTo(user.email).at(-1)!;
    expect(mail.subject).toBe('Sign in to Mithaq');
    expect(mail.text).toContain('https://app.mithaq.example/auth?sign_in_token=');
    expect(token).toBeDefined();
    expect(JSON.stringify(mine.body)).not.toContain(token);

    const signedIn = await redeem(token!);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { id: user.id, email: user.email } });
    // The link cleared the count: the password works again at once, and the link is spent.
    expect((await signInAttempt(user.email, user.password)).status).toBe(200);
    expect((await redeem(token!)).body).toEqual({
      error: { code: 'VALIDATION', message: 'This sign-in link is invalid or has expired. Please sign in again.', key: 'auth.invalidSignInLink' },
    });
  });

  it('sends one link per lock, however long the guessing goes on', async () => {
    const user = await createUser(db());
    await lockOut(user.email);
    for (let i = 0; i < 5; i++) await signInAttempt(user.email, `more-wrong-${i}`);
    await deliverQueued(server);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('lets the owner in with the right password after the short back-off, with no hard lock', async () => {
    const user = await createUser(db());
    await lockOut(user.email);
    await signInAttempt(user.email, 'wrong-again');
    expect((await signInAttempt(user.email, user.password)).status).toBe(429);
    server.clock.advance(BACKOFF_MS);
    expect((await signInAttempt(user.email, user.password)).status).toBe(200);
    // The right password forgave the count.
    expect((await signInAttempt(user.email, 'one-more-wrong')).status).toBe(401);
    expect((await signInAttempt(user.email, user.password)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(db());
    await lockOut(user.email);
    await signInAttempt(user.email, 'x');
    await signInAttempt(user.email, 'y');
    const token = (await lastSignInLink(user.email))!;
    server.clock.advance(15 * 60 * 1000 + 1000);
    expect((await redeem(token)).status).toBe(400);
  });

  it("mails the sign-in link even after reset requests used up the address's mail quota, and spends none of it", async () => {
    const spentFirst = await createUser(db());
    for (let i = 0; i < MAIL_PER_ADDRESS; i++) await requestReset(spentFirst.email);
    await lockOut(spentFirst.email);
    await signInAttempt(spentFirst.email, 'x');
    await signInAttempt(spentFirst.email, 'y');
    expect(await lastSignInLink(spentFirst.email)).toBeDefined();

    const linkFirst = await createUser(db());
    await lockOut(linkFirst.email);
    await signInAttempt(linkFirst.email, 'x');
    await signInAttempt(linkFirst.email, 'y');
    for (let i = 0; i < MAIL_PER_ADDRESS; i++) await requestReset(linkFirst.email);
    await deliverQueued(server);
    const subjects = mailsTo(linkFirst.email).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'Sign in to Mithaq')).toHaveLength(1);
    expect(subjects.filter((subject) => subject === 'Reset your Mithaq password')).toHaveLength(MAIL_PER_ADDRESS);
  });

  it('never mails a sign-in link to an admin (it would skip the second factor)', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    await lockOut(admin.email);
    await signInAttempt(admin.email, 'x');
    expect((await signInAttempt(admin.email, 'y')).body).toEqual(lockedAnswer);
    await deliverQueued(server);
    expect(mailsTo(admin.email)).toHaveLength(0);
  });
});
