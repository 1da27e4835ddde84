import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectHostCookie, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
/** Plain-http public URL behind one trusted proxy: TLS is known per request (X-Forwarded-Proto). */
let proxied: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://app.mithaq.example' } });
  proxied = await startTestServer({ env: { PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await server.close();
  await proxied.close();
});

const refreshCookieHeader = (headers: Headers) => headers.getSetCookie().find((c) => c.includes('mithaq_refresh='))!;

describe('the refresh cookie over HTTPS', () => {
  it('is a __Host- cookie: Secure, Path=/, no Domain, HttpOnly, SameSite=Strict', async () => {
    const user = await createUser(server.platform.database.db);
    const result = await call(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password });
    expect(result.status).toBe(200);
    expectHostCookie(refreshCookieHeader(result.headers), 'mithaq_refresh');
  });

  it('refreshes and signs out under that name, and the CSRF guard still holds', async () => {
    const user = await createUser(server.platform.database.db);
    const { cookie, token } = await signIn(server, user.email, user.password);
    expect(cookie).toMatch(/^__Host-mithaq_refresh=/);
    const noHeader = await call(server, 'POST', '/api/auth/refresh', undefined, { cookie, headers: { 'x-requested-with': '' } });
    expect(noHeader.status).toBe(403);
    const crossSite = await call(server, 'POST', '/api/auth/refresh', undefined, { cookie, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const refreshed = await call(server, 'POST', '/api/auth/refresh', undefined, { cookie, headers: { origin: 'https://app.mithaq.example' } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.setCookie).toMatch(/^__Host-mithaq_refresh=/);
    // The unprefixed name is not read over HTTPS: a cookie planted by a sibling host is ignored.
    const unprefixed = await call(server, 'POST', '/api/auth/refresh', undefined, { cookie: refreshed.setCookie!.replace('__Host-', '') });
    expect(unprefixed.body).toEqual({ session: null });
    const out = await call(server, 'POST', '/api/auth/sign-out', undefined, { cookie: refreshed.setCookie! });
    expect(out.status).toBe(200);
    expect(refreshCookieHeader(out.headers)).toMatch(/^__Host-mithaq_refresh=;.*Path=\/(;|$)/);
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token })).status).toBe(401);
  });
});

describe('the refresh cookie behind a proxy', () => {
  it('takes the __Host- prefix for a request that came over TLS, and keeps its plain name otherwise', async () => {
    const user = await createUser(proxied.platform.database.db);
    const body = { email: user.email, password: user.password };
    const overTls = await call(proxied, 'POST', '/api/auth/sign-in', body, { headers: { 'x-forwarded-proto': 'https' } });
    expect(refreshCookieHeader(overTls.headers)).toMatch(/^__Host-mithaq_refresh=[^;]+;.*Path=\/(;|$)/);
    expect(refreshCookieHeader(overTls.headers)).toMatch(/; Secure/);
    const plain = await call(proxied, 'POST', '/api/auth/sign-in', body);
    expect(refreshCookieHeader(plain.headers)).toMatch(/^mithaq_refresh=[^;]+;.*Path=\/api\/auth/);
    expect(refreshCookieHeader(plain.headers)).not.toMatch(/; Secure/);
  });
});
