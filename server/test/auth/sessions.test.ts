import { SESSION_MAX_LIFETIME_MS } from '@mithaq/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_RECHECK_MS } from '../../src/features/auth/live-sessions';
import { revokeUserSessions } from '../../src/features/auth/repo';
import { REFRESH_REUSE_GRACE_MS } from '../../src/features/auth/sessions';
import { refreshTokens } from '../../src/platform/db/schema/auth';
import { call, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => server.close());

const newUser = () => createUser(server.platform.database.db);
const refresh = (cookie: string, headers: Record<string, string> = {}) =>
  call<{ session: { accessToken: string } | null }>(server, 'POST', '/api/auth/refresh', undefined, { cookie, headers });
const me = (token: string) => call(server, 'GET', '/api/auth/me', undefined, { token });
const DAY = 24 * 60 * 60 * 1000;

/** The session an access token names (its `sid` claim). */
const sessionOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;
const refreshRowsOf = (sessionId: string) =>
  server.platform.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));

describe('refresh', () => {
  it('answers a visitor without a cookie with no session (not an error)', async () => {
    const result = await call(server, 'POST', '/api/auth/refresh');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ session: null });
  });

  it('rotates the refresh token and issues a working access token', async () => {
    const user = await newUser();
    const first = await signIn(server, user.email, user.password);
    const rotated = await refresh(first.cookie);
    expect(rotated.status).toBe(200);
    expect(rotated.setCookie).toBeDefined();
    expect(rotated.setCookie).not.toBe(first.cookie);
    expect((await me(rotated.body.session!.accessToken)).status).toBe(200);
  });

  it('lets 5 parallel refreshes of one token inside the grace window all succeed, logging nobody out', async () => {
    const user = await newUser();
    const { cookie } = await signIn(server, user.email, user.password);
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(cookie)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const result of results) {
      expect((await me(result.body.session!.accessToken)).status).toBe(200);
      expect((await refresh(result.setCookie!)).status).toBe(200);
    }
  });

  it('gives parallel refreshes of one token inside the grace the same new token, and stores it once', async () => {
    const user = await newUser();
    const { cookie, token } = await signIn(server, user.email, user.password);
    const [first, second] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.setCookie).toBeDefined();
    expect(second.setCookie).toBe(first.setCookie);
    // The sign-in's token and its one child: no second child was minted.
    expect(await refreshRowsOf(sessionOf(token))).toHaveLength(2);
  });

  it('never puts a cookie session\'s refresh token in a body, whatever the headers say', async () => {
    const user = await newUser();
    const { cookie } = await signIn(server, user.email, user.password);
    const asNative = await refresh(cookie, { 'x-mithaq-client': 'native' });
    expect(asNative.status).toBe(200);
    expect(asNative.body.session).not.toHaveProperty('refreshToken');
    expect(asNative.setCookie).toBeDefined();
    // Nor when the cookie's value is replayed as a body token.
    const value = asNative.setCookie!.split('=')[1]!;
    const inBody = await call<{ session: Record<string, unknown> }>(
      server, 'POST', '/api/auth/refresh', { refreshToken: value }, { native: true, headers: { 'x-requested-with': '' } });
    expect(inBody.status).toBe(200);
    expect(inBody.body.session).not.toHaveProperty('refreshToken');
    expect(JSON.stringify(inBody.body)).not.toContain(inBody.setCookie!.split('=')[1]!);
  });

  it('clears the cookie of a failed cookie refresh, whatever the headers say', async () => {
    const user = await newUser();
    const { cookie } = await signIn(server, user.email, user.password);
    await call(server, 'POST', '/api/auth/sign-out', undefined, { cookie });
    const failed = await refresh(cookie, { 'x-mithaq-client': 'native' });
    expect(failed.status).toBe(401);
    expect(failed.headers.getSetCookie().join()).toMatch(/mithaq_refresh=;/);
  });

  it('ends a session 90 days after its sign-in however often it refreshes', async () => {
    expect(SESSION_MAX_LIFETIME_MS).toBe(90 * DAY);
    const user = await newUser();
    const signedIn = await signIn(server, user.email, user.password);
    const started = server.clock.now().getTime();
    let cookie = signedIn.cookie;
    for (let day = 20; day < 90; day += 20) {
      server.clock.advance(20 * DAY);
      const refreshed = await refresh(cookie);
      expect(refreshed.status).toBe(200);
      // The cookie never outlives the session's end.
      const expires = /Expires=([^;]+)/i.exec(refreshed.headers.getSetCookie().find((c) => c.includes('mithaq_refresh='))!)![1]!;
      expect(new Date(expires).getTime()).toBeLessThanOrEqual(started + 90 * DAY);
      cookie = refreshed.setCookie!;
    }
    server.clock.advance(10 * DAY + 1000); // day 90 and a second
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('treats a rotated token replayed after the grace as theft and revokes the whole session', async () => {
    const user = await newUser();
    const { cookie } = await signIn(server, user.email, user.password);
    const rotated = await refresh(cookie);
    server.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie().join()).toMatch(/mithaq_refresh=;/);
    // The legitimate holder of the newer token is signed out too, at once.
    expect((await refresh(rotated.setCookie!)).status).toBe(401);
    expect((await me(rotated.body.session!.accessToken)).status).toBe(401);
  });

  it('refuses a cookie request without the custom header or from another site', async () => {
    const user = await newUser();
    const { cookie } = await signIn(server, user.email, user.password);
    const noHeader = await call(server, 'POST', '/api/auth/refresh', undefined, { cookie, headers: { 'x-requested-with': '' } });
    expect(noHeader.status).toBe(403);
    const crossSite = await refresh(cookie, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const sameSite = await refresh(cookie, { origin: 'http://localhost:3000' });
    expect(sameSite.status).toBe(200);
  });

  it('gives the native wrapper its refresh token in the body instead of a cookie', async () => {
    const user = await newUser();
    const signedIn = await call<{ refreshToken: string; accessToken: string }>(
      server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password }, { native: true });
    expect(signedIn.setCookie).toBeUndefined();
    expect(signedIn.body.refreshToken).toBeTruthy();
    const refreshed = await call<{ session: { refreshToken: string } }>(
      server, 'POST', '/api/auth/refresh', { refreshToken: signedIn.body.refreshToken }, { native: true, headers: { 'x-requested-with': '' } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.session.refreshToken).not.toBe(signedIn.body.refreshToken);
  });
});

describe('signing out', () => {
  it('ends this device at once: access token and refresh cookie both stop working', async () => {
    const user = await newUser();
    const { cookie, token } = await signIn(server, user.email, user.password);
    const out = await call(server, 'POST', '/api/auth/sign-out', undefined, { cookie });
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await call(server, 'POST', '/api/auth/sign-out')).status).toBe(200);
  });

  it('everywhere ends every device of the user', async () => {
    const user = await newUser();
    const phone = await signIn(server, user.email, user.password);
    const laptop = await signIn(server, user.email, user.password);
    expect((await call(server, 'POST', '/api/auth/sign-out-everywhere', undefined, { token: laptop.token })).status).toBe(200);
    for (const device of [phone, laptop]) {
      expect((await me(device.token)).status).toBe(401);
      expect((await refresh(device.cookie)).status).toBe(401);
    }
  });
});

describe('the session check of each request', () => {
  it('trusts a live session for a while without asking the database, and still sees a revocation without its event in time', async () => {
    const user = await newUser();
    const { token } = await signIn(server, user.email, user.password);
    expect((await me(token)).status).toBe(200);
    // Revoked in the database only (no session.ended, as a lost event would be): kept briefly…
    await revokeUserSessions(server.platform.database.db, user.id, server.clock.now());
    expect((await me(token)).status).toBe(200);
    // …and refused once the check is due again.
    server.clock.advance(SESSION_RECHECK_MS);
    expect((await me(token)).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('ends every session, this device\'s too, and gives this device a fresh one', async () => {
    const user = await newUser();
    const other = await signIn(server, user.email, user.password);
    const current = await signIn(server, user.email, user.password);
    const change = await call<{ accessToken: string; refreshToken?: string }>(
      server, 'PUT', '/api/auth/me/password', { currentPassword: user.password, password: 'a-brand-new-secret' }, { token: current.token });
    expect(change.status).toBe(200);
    expect(change.body).not.toHaveProperty('refreshToken');
    expect(change.setCookie).toBeDefined();
    expect(sessionOf(change.body.accessToken)).not.toBe(sessionOf(current.token));
    for (const device of [other, current]) {
      expect((await me(device.token)).status).toBe(401);
      expect((await refresh(device.cookie)).status).toBe(401);
    }
    expect((await me(change.body.accessToken)).status).toBe(200);
    expect((await refresh(change.setCookie!)).status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: user.email, password: 'a-brand-new-secret' })).status).toBe(200);
  });

  it('gives the native wrapper its fresh session in the body', async () => {
    const user = await newUser();
    const signedIn = await call<{ accessToken: string; refreshToken: string }>(
      server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password }, { native: true });
    const change = await call<{ accessToken: string; refreshToken: string }>(
      server, 'PUT', '/api/auth/me/password', { currentPassword: user.password, password: 'a-brand-new-secret' },
      { token: signedIn.body.accessToken, native: true });
    expect(change.status).toBe(200);
    expect(change.setCookie).toBeUndefined();
    const old = await call(server, 'POST', '/api/auth/refresh', { refreshToken: signedIn.body.refreshToken }, { native: true });
    expect(old.status).toBe(401);
    const fresh = await call(server, 'POST', '/api/auth/refresh', { refreshToken: change.body.refreshToken }, { native: true });
    expect(fresh.status).toBe(200);
  });

  it('needs the current password and refuses a common new one, changing nothing', async () => {
    const user = await newUser();
    const { token } = await signIn(server, user.email, user.password);
    const wrong = await call(server, 'PUT', '/api/auth/me/password', { currentPassword: 'nope-nope', password: 'a-brand-new-secret' }, { token });
    expect(wrong.body).toEqual({ error: { code: 'VALIDATION', message: 'Current password is incorrect', key: 'auth.currentPasswordWrong' } });
    const common = await call(server, 'PUT', '/api/auth/me/password', { currentPassword: user.password, password: 'iloveyou' }, { token });
    expect(common.status).toBe(400);
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password })).status).toBe(200);
  });
});
