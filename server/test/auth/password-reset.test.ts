import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../src/platform/db/schema/auth';
import { heldAfterAnswer } from '../support/after-answer';
import { call, signIn, visibleAnswer } from '../support/client';
import { createUser, uniqueEmail } from '../support/factories';
import { deliverMail, lastMailedToken, mailsTo } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';
import { deliverQueued } from '../support/outbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://app.mithaq.example', RATE_LIMIT_MAIL_PER_ADDRESS: '3' } });
});
afterAll(() => server.close());

async function requestReset(email: string) {
  const result = await call(server, 'POST', '/api/auth/password-reset/request', { email });
  await deliverMail(server);
  return result;
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address; only the known one gets a mail, with the token only in the mail', async () => {
    const user = await createUser(server.platform.database.db);
    const known = await requestReset(user.email);
    const unknownAddress = uniqueEmail('nobody');
    const unknown = await requestReset(unknownAddress);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ ok: true });
    expect(unknown.body).toEqual(known.body);
    expect(mailsTo(unknownAddress)).toHaveLength(0);
    const mail = mailsTo(user.email).at(-1)!;
    expect(mail.subject).toBe('Reset your Mithaq password');
    expect(mail.text).toContain('https://app.mithaq.example/reset-password?token=');
    const token = lastMailedToken(user.email, 'token')!;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(JSON.stringify(known.body)).not.toContain(token);
  });

  it('does the same work for a known and an unknown address before answering: the lookup waits until after the answer', async () => {
    const afterAnswer = heldAfterAnswer();
    const held = await startTestServer({ afterAnswer });
    try {
      const db = held.platform.database.db;
      const user = await createUser(db);
      const nobody = uniqueEmail('nobody');
      const ask = (email: string) => call(held, 'POST', '/api/auth/password-reset/request', { email });
      const known = await ask(user.email);
      const unknown = await ask(nobody);
      expect(visibleAnswer(unknown)).toEqual(visibleAnswer(known));
      expect(afterAnswer.held()).toBe(2);
      await deliverQueued(held);
      expect(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id))).toHaveLength(0);
      expect(mailsTo(user.email)).toHaveLength(0);

      await afterAnswer.release();
      await deliverQueued(held);
      expect(mailsTo(user.email).map((m) => m.subject)).toEqual(['Reset your Mithaq password']);
      expect(mailsTo(nobody)).toHaveLength(0);
    } finally {
      await afterAnswer.release();
      await held.close();
    }
  });

  it('sets the new password once, signs out every device, and the link then dies', async () => {
    const user = await createUser(server.platform.database.db);
    const device = await signIn(server, user.email, user.password);
    await requestReset(user.email);
    const token = lastMailedToken(user.email, 'token')!;
    expect((await call(server, 'POST', '/api/auth/password-reset/check', { token })).status).toBe(200);
    const reset = await call(server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'fresh-start-2026' });
    expect(reset.status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token: device.token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: user.email, password: 'fresh-start-2026' })).status).toBe(200);
    const again = await call(server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'another-one-2026' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: { code: 'VALIDATION', message: 'Invalid reset link. Please request a new password reset.', key: 'auth.invalidResetLink' } });
  });

  it('refuses a bad or expired link with the spec message', async () => {
    const bad = await call(server, 'POST', '/api/auth/password-reset/check', { token: 'not-a-real-token' });
    expect(bad.body).toEqual({ error: { code: 'VALIDATION', message: 'Invalid reset link. Please request a new password reset.', key: 'auth.invalidResetLink' } });
    const user = await createUser(server.platform.database.db);
    await requestReset(user.email);
    const token = lastMailedToken(user.email, 'token')!;
    server.clock.advance(60 * 60 * 1000 + 1000);
    expect((await call(server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'fresh-start-2026' })).status).toBe(400);
    server.clock.set(new Date());
  });

  it('lets exactly one of 10 concurrent redemptions of one token succeed', async () => {
    const user = await createUser(server.platform.database.db);
    await requestReset(user.email);
    const token = lastMailedToken(user.email, 'token')!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(server, 'POST', '/api/auth/password-reset/confirm', { token, password: `concurrent-pass-${i}` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(9);
  });

  it('sends at most a few mails per hour to one address, answering the same every time', async () => {
    const user = await createUser(server.platform.database.db);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await requestReset(user.email)).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(3);
    await server.platform.rateLimiter.reset(`mail:to:${user.email}`);
  });

  it('makes an older link stop working when a newer one is sent', async () => {
    const user = await createUser(server.platform.database.db);
    await requestReset(user.email);
    const older = lastMailedToken(user.email, 'token')!;
    await requestReset(user.email);
    const newer = lastMailedToken(user.email, 'token')!;
    expect((await call(server, 'POST', '/api/auth/password-reset/check', { token: older })).status).toBe(400);
    expect((await call(server, 'POST', '/api/auth/password-reset/check', { token: newer })).status).toBe(200);
  });
});
