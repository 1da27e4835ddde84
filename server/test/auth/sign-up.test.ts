import { eq } from 'drizzle-orm';
import { messageKeyOf } from '@mithaq/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../src/platform/db/schema/auth';
import { heldAfterAnswer } from '../support/after-answer';
import { call, visibleAnswer } from '../support/client';
import { createUser, uniqueEmail } from '../support/factories';
import { deliverMail, lastMailedToken, mailsTo } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';
import { deliverQueued } from '../support/outbox';

let open: TestServer; // the embedded default: no confirmation
let strict: TestServer; // AUTH_EMAIL_CONFIRMATION=required

beforeAll(async () => {
  open = await startTestServer();
  strict = await startTestServer({ env: { AUTH_EMAIL_CONFIRMATION: 'required', PUBLIC_URL: 'https://mithaq.example' } });
});
afterAll(async () => {
  await open.close();
  await strict.close();
});

const userExists = async (server: TestServer, email: string) =>
  (await server.platform.database.db.select().from(users).where(eq(users.email, email))).length > 0;

describe('sign-up without e-mail confirmation (embedded default)', () => {
  it('creates the account and signs in at once, refresh token in an HttpOnly, SameSite cookie', async () => {
    const email = uniqueEmail();
    const result = await call<{ session: { accessToken: string; user: { email: string } } | null; confirmationRequired: boolean }>(
      open, 'POST', '/api/auth/sign-up', { email: email.toUpperCase(), password: 'amina-reads-at-dawn' });
    expect(result.status).toBe(200);
    expect(result.body.confirmationRequired).toBe(false);
    expect(result.body.session?.user.email).toBe(email);
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith('mithaq_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(JSON.stringify(result.body)).not.toContain('refreshToken');
    const me = await call<{ user: { email: string } }>(open, 'GET', '/api/auth/me', undefined, { token: result.body.session!.accessToken });
    expect(me.body.user.email).toBe(email);
  });

  it.each([
    [{ email: 'x@example.test', password: 'abc' }, 'Password must be at least 6 characters'],
    [{ email: 'x@example.test', password: '' }, 'Please fill in all fields'],
    [{ email: '', password: 'abcdefg' }, 'Please fill in all fields'],
    [{ email: 'not-an-email', password: 'abcdefg' }, 'Email format is invalid'],
    [{ email: 'x@example.test', password: 'password1' }, 'This password is too common. Please choose a different one.'],
  ])('refuses %j with "%s" and writes nothing', async (body, message) => {
    const email = body.email && body.email !== 'not-an-email' ? uniqueEmail() : body.email;
    const result = await call(open, 'POST', '/api/auth/sign-up', { ...body, email });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: { code: 'VALIDATION', message, key: messageKeyOf(message) } });
    if (email.includes('@')) expect(await userExists(open, email)).toBe(false);
  });

  it('answers a taken address without a session and tells its owner by mail', async () => {
    const email = uniqueEmail();
    await call(open, 'POST', '/api/auth/sign-up', { email, password: 'amina-reads-at-dawn' });
    const again = await call(open, 'POST', '/api/auth/sign-up', { email, password: 'someone-else-tries' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ session: null, confirmationRequired: true });
    expect(again.setCookie).toBeUndefined();
    await deliverQueued(open);
    expect(mailsTo(email).map((m) => m.subject)).toContain('Your Mithaq account');
  });
});

describe('sign-up with e-mail confirmation required', () => {
  it('answers a new and a taken address identically', async () => {
    const taken = uniqueEmail('taken');
    await call(strict, 'POST', '/api/auth/sign-up', { email: taken, password: 'first-owner-pass' });
    const fresh = await call(strict, 'POST', '/api/auth/sign-up', { email: uniqueEmail('fresh'), password: 'amina-reads-at-dawn' });
    const repeat = await call(strict, 'POST', '/api/auth/sign-up', { email: taken, password: 'amina-reads-at-dawn' });
    expect(fresh.status).toBe(repeat.status);
    expect(fresh.body).toEqual(repeat.body);
    expect(fresh.body).toEqual({ session: null, confirmationRequired: true });
    expect(fresh.setCookie).toBeUndefined();
    expect(repeat.setCookie).toBeUndefined();
  });

  it('mails a single-use confirmation link built from PUBLIC_URL; sign-in waits for it', async () => {
    const email = uniqueEmail();
    const password = 'amina-reads-at-dawn';
    await call(strict, 'POST', '/api/auth/sign-up', { email, password }, { headers: { host: 'evil.example' } });
    await deliverMail(strict);
    const mail = mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Confirm your Mithaq account');
    expect(mail.text).toContain('https://mithaq.example/auth?confirmation_token=');
    expect(mail.text).not.toContain('evil.example');

    // Answered as a wrong password (email-confirmation.test.ts: sign-in tells nothing).
    const before = await call(strict, 'POST', '/api/auth/sign-in', { email, password });
    expect(before.status).toBe(401);
    expect(before.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Invalid login credentials', key: 'auth.invalidCredentials' } });

    const token = lastMailedToken(email, 'confirmation_token')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await call(strict, 'POST', '/api/auth/confirm-email', { token, password })).status).toBe(200);
    const reused = await call(strict, 'POST', '/api/auth/confirm-email', { token, password });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: { code: 'VALIDATION', message: 'Invalid confirmation link. Please request a new one.', key: 'auth.invalidConfirmationLink' } });
    expect((await call(strict, 'POST', '/api/auth/sign-in', { email, password })).status).toBe(200);
  });

  it('resends a confirmation link beside the first (each proves the mailbox alone), and answers the same for unknown addresses', async () => {
    const email = uniqueEmail();
    const password = 'amina-reads-at-dawn';
    await call(strict, 'POST', '/api/auth/sign-up', { email, password });
    await deliverMail(strict);
    const first = lastMailedToken(email, 'confirmation_token')!;
    const known = await call(strict, 'POST', '/api/auth/confirmation/resend', { email });
    const unknown = await call(strict, 'POST', '/api/auth/confirmation/resend', { email: uniqueEmail('nobody') });
    expect(known.body).toEqual(unknown.body);
    await deliverMail(strict);
    const second = lastMailedToken(email, 'confirmation_token')!;
    expect(second).not.toBe(first);
    expect((await call(strict, 'POST', '/api/auth/confirm-email', { token: first, password })).status).toBe(200);
    // Confirming spent every other link.
    expect((await call(strict, 'POST', '/api/auth/confirm-email', { token: second, password })).status).toBe(400);
  });
});

describe('sign-up tells a taken address from a new one by nothing (confirmation required)', () => {
  it('answers identically before looking the address up, then queues one mail for each', async () => {
    const afterAnswer = heldAfterAnswer();
    const server = await startTestServer({ env: { AUTH_EMAIL_CONFIRMATION: 'required' }, afterAnswer });
    try {
      const db = server.platform.database.db;
      const confirmed = await createUser(db);
      const unconfirmed = await createUser(db, { confirmed: false });
      const fresh = uniqueEmail('fresh');
      const signUp = (email: string) => call(server, 'POST', '/api/auth/sign-up', { email, password: 'amina-reads-at-dawn' });
      const answers = [await signUp(fresh), await signUp(confirmed.email), await signUp(unconfirmed.email)];
      for (const answer of answers) expect(visibleAnswer(answer)).toEqual(visibleAnswer(answers[0]!));
      expect(answers[0]!.body).toEqual({ session: null, confirmationRequired: true });

      // The same code path up to the answer: none of the three was looked up, written or mailed yet.
      expect(afterAnswer.held()).toBe(3);
      await deliverQueued(server);
      expect(await userExists(server, fresh)).toBe(false);
      expect(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, unconfirmed.id))).toHaveLength(0);
      for (const email of [fresh, confirmed.email, unconfirmed.email]) expect(mailsTo(email)).toHaveLength(0);

      await afterAnswer.release();
      await deliverQueued(server);
      expect(mailsTo(fresh).map((m) => m.subject)).toEqual(['Confirm your Mithaq account']);
      expect(mailsTo(unconfirmed.email).map((m) => m.subject)).toEqual(['Confirm your Mithaq account']);
      expect(mailsTo(confirmed.email).map((m) => m.subject)).toEqual(['Your Mithaq account']);
    } finally {
      await afterAnswer.release();
      await server.close();
    }
  });
});

describe('sign-up rate limit', () => {
  it('trips per IP and resets when the hour is over', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_SIGN_UP_PER_IP: '2' } });
    try {
      const attempt = () => call(server, 'POST', '/api/auth/sign-up', { email: uniqueEmail(), password: 'amina-reads-at-dawn' });
      expect((await attempt()).status).toBe(200);
      expect((await attempt()).status).toBe(200);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(third.body).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.', key: 'auth.tooManyAttempts' },
      });
      server.clock.advance(60 * 60 * 1000);
      expect((await attempt()).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
