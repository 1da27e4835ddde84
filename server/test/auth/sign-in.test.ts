import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/features/auth/tokens';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call, signIn } from '../support/client';
import { createProfile, createUser, uniqueEmail } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3', RATE_LIMIT_SIGN_IN_PER_IP: '1000' } });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const signInAttempt = (email: string, password: string, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/auth/sign-in', { email, password }, { headers });

describe('sign-in', () => {
  it('returns a session for the right password, whatever the case of the e-mail', async () => {
    const user = await createUser(db());
    const result = await signInAttempt(user.email.toUpperCase(), user.password);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ user: { id: user.id, email: user.email, role: 'user' } });
    expect(result.setCookie).toBeDefined();
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await createUser(db());
    const wrong = await signInAttempt(user.email, 'not-the-password');
    const unknown = await signInAttempt(uniqueEmail('ghost'), 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Invalid login credentials', key: 'auth.invalidCredentials' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (both run argon2)', async () => {
    const user = await createUser(db());
    const time = async (email: string) => {
      const t0 = performance.now();
      await signInAttempt(email, 'not-the-password', { 'x-forwarded-for': crypto.randomUUID() });
      return performance.now() - t0;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(user.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    await server.platform.rateLimiter.reset(`sign-in:fail:${user.email}`);
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses a blank field with the spec message', async () => {
    const result = await signInAttempt('', 'x');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: { code: 'VALIDATION', message: 'Please fill in all fields', key: 'auth.fillAllFields' } });
  });

  it('slows an account down after repeated failures for 15 minutes only, so the owner is never locked out for good', async () => {
    const user = await createUser(db());
    for (let i = 0; i < 3; i++) expect((await signInAttempt(user.email, `wrong-${i}`)).status).toBe(401);
    // Past the limit one attempt per back-off is checked (sign-in-lockout.test.ts), the next is refused.
    expect((await signInAttempt(user.email, 'wrong-3')).status).toBe(401);
    const locked = await signInAttempt(user.email, user.password);
    expect(locked.status).toBe(429);
    expect((await signInAttempt(user.email, user.password, { 'x-forwarded-for': '10.9.9.9' })).status).toBe(429);
    server.clock.advance(15 * 60 * 1000);
    expect((await signInAttempt(user.email, user.password)).status).toBe(200);
  });

  it('counts wrong current passwords on a password change against the same limit (a stolen token gives no extra guesses)', async () => {
    const user = await createUser(db());
    const { token } = await signIn(server, user.email, user.password);
    const change = (currentPassword: string) =>
      call(server, 'PUT', '/api/auth/me/password', { currentPassword, password: 'a-brand-new-secret' }, { token });
    for (let i = 0; i < 4; i++) expect((await change(`wrong-${i}`)).status).toBe(400);
    expect((await change(user.password)).status).toBe(429);
    expect((await signInAttempt(user.email, user.password)).status).toBe(429);
    server.clock.advance(15 * 60 * 1000);
    expect((await signInAttempt(user.email, user.password)).status).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const user = await createUser(db());
    await signInAttempt(user.email, 'wrong-1');
    await signInAttempt(user.email, 'wrong-2');
    expect((await signInAttempt(user.email, user.password)).status).toBe(200);
    await signInAttempt(user.email, 'wrong-3');
    await signInAttempt(user.email, 'wrong-4');
    expect((await signInAttempt(user.email, user.password)).status).toBe(200);
  });

  it('reactivates a deactivated profile (spec §4)', async () => {
    const member = await createProfile(db());
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.id, member.id));
    expect((await signInAttempt(member.email, member.password)).status).toBe(200);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, member.id));
    expect(row?.isActive).toBe(true);
  });
});

describe('the per-IP sign-in limit', () => {
  it('trips after the configured number of attempts and resets after the window', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_SIGN_IN_PER_IP: '3' } });
    try {
      const attempt = () => call(limited, 'POST', '/api/auth/sign-in', { email: uniqueEmail(), password: 'whatever' });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);
      limited.clock.advance(15 * 60 * 1000);
      expect((await attempt()).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('access tokens', () => {
  it('refuse tampered, expired, foreign-key and alg-none tokens with 401', async () => {
    const user = await createUser(db());
    const { token, session } = await signIn(server, user.email, user.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; exp: number };
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const tampered = `${token.split('.')[0]}.${b64({ ...claims, exp: claims.exp + 3600 })}.${token.split('.')[2]}`;
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const foreign = signAccessToken(crypto.randomBytes(32), { ...claims, iat: 0 });
    for (const bad of [tampered, none, foreign, 'garbage']) {
      const result = await call(server, 'GET', '/api/auth/me', undefined, { token: bad });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.', key: 'auth.sessionExpired' } });
    }
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token })).status).toBe(200);
    server.clock.set(new Date(new Date(session.expiresAt).getTime() + 1000));
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token })).status).toBe(401);
    server.clock.set(new Date());
    expect((await call(server, 'GET', '/api/auth/me')).status).toBe(401);
  });
});
