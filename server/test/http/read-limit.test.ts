import { serverMessages } from '@mithaq/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const PER_MEMBER = 5;
const PER_IP = 8;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { RATE_LIMIT_READS_PER_MINUTE: String(PER_MEMBER), RATE_LIMIT_READS_PER_IP_PER_MINUTE: String(PER_IP), RATE_LIMIT_SIGN_IN_PER_IP: '1000' },
  });
});
afterAll(() => server.close());

const refused = { error: { code: 'RATE_LIMITED', message: serverMessages.rateLimited, key: 'server.rateLimited' } };
const reads = async (n: number, options: { token?: string; path?: string } = {}) => {
  const statuses = [];
  for (let i = 0; i < n; i++) statuses.push((await call(server, 'GET', options.path ?? '/api/auth/me', undefined, { token: options.token })).status);
  return statuses;
};

describe('the limit on API reads', () => {
  it('refuses a member past the per-minute limit with 429, Retry-After and the error shape, until the minute ends', async () => {
    const user = await createUser(server.platform.database.db);
    const other = await createUser(server.platform.database.db);
    const { token } = await signIn(server, user.email, user.password);
    const { token: otherToken } = await signIn(server, other.email, other.password);
    expect(await reads(PER_MEMBER, { token })).toEqual(Array(PER_MEMBER).fill(200));
    const over = await call(server, 'GET', '/api/auth/me', undefined, { token });
    expect(over.status).toBe(429);
    expect(over.body).toEqual(refused);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another member (same address) has a count of her own; changes are not reads.
    expect(await reads(1, { token: otherToken })).toEqual([200]);
    expect((await call(server, 'POST', '/api/auth/sign-out-everywhere', undefined, { token: otherToken })).status).toBe(200);
    server.clock.advance(60_000);
    expect(await reads(1, { token })).toEqual([200]);
  });

  it('counts signed-in members by address too, so many accounts on one machine share one limit', async () => {
    server.clock.advance(60_000);
    const tokens = [];
    for (let i = 0; i < 3; i++) {
      const user = await createUser(server.platform.database.db);
      tokens.push((await signIn(server, user.email, user.password)).token);
    }
    // Each member stays under her own limit (3 + 3 + 2 = PER_IP reads), yet the address is spent.
    const statuses = [...(await reads(3, { token: tokens[0] })), ...(await reads(3, { token: tokens[1] })), ...(await reads(2, { token: tokens[2] }))];
    expect(statuses).toEqual(Array(PER_IP).fill(200));
    const over = await call(server, 'GET', '/api/auth/me', undefined, { token: tokens[2] });
    expect(over.status).toBe(429);
    expect(over.body).toEqual(refused);
  });

  it('counts callers without a valid token by address, a forged token included', async () => {
    server.clock.advance(60_000);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad-signature';
    const statuses = [...(await reads(PER_IP / 2)), ...(await reads(PER_IP / 2, { token: forged }))];
    expect(statuses).toEqual(Array(PER_IP).fill(401));
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token: forged })).body).toEqual(refused);
    expect((await reads(1))[0]).toBe(429);
  });

  it('leaves the health check, pictures and the web app alone', async () => {
    server.clock.advance(60_000);
    await reads(PER_IP + 1);
    expect(await reads(3, { path: '/api/health' })).toEqual([200, 200, 200]);
    for (const path of ['/media/some/picture.webp', '/', '/app/profiles']) {
      expect((await reads(2, { path })).filter((status) => status === 429)).toEqual([]);
    }
  });
});
