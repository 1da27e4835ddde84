import { describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { uniqueEmail } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const LIMIT = 3;

/** Sign-in attempts (per-IP limit LIMIT) with the given X-Forwarded-For header. */
async function attempts(server: TestServer, forwardedFor: string[]) {
  const statuses = [];
  for (const header of forwardedFor) {
    const result = await call(server, 'POST', '/api/auth/sign-in', { email: uniqueEmail(), password: 'whatever' }, { headers: { 'x-forwarded-for': header } });
    statuses.push(result.status);
  }
  return statuses;
}

async function withServer(trustProxy: string | undefined, test: (server: TestServer) => Promise<void>) {
  const env: Record<string, string> = { RATE_LIMIT_SIGN_IN_PER_IP: String(LIMIT), RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000' };
  if (trustProxy) env.TRUST_PROXY = trustProxy;
  const server = await startTestServer({ env });
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

const forged = (n: number, realClient?: string) =>
  Array.from({ length: n }, (_, i) => (realClient ? `10.66.0.${i}, ${realClient}` : `10.66.0.${i}`));

describe('the client address behind proxies', () => {
  it('ignores a client-written X-Forwarded-For when no proxy is trusted (the default)', async () => {
    await withServer(undefined, async (server) => {
      expect(await attempts(server, forged(LIMIT + 1))).toEqual([401, 401, 401, 429]);
    });
  });

  it('with a hop count, believes only what the trusted proxy appended, not the forged entries before it', async () => {
    await withServer('1', async (server) => {
      expect(await attempts(server, forged(LIMIT + 1, '203.0.113.5'))).toEqual([401, 401, 401, 429]);
      // Another client behind the same proxy has a count of its own.
      expect(await attempts(server, forged(1, '203.0.113.6'))).toEqual([401]);
    });
  });

  it('with a list of proxy addresses, trusts only those hops', async () => {
    await withServer('127.0.0.1', async (server) => {
      expect(await attempts(server, forged(LIMIT + 1, '198.51.100.9'))).toEqual([401, 401, 401, 429]);
      expect(await attempts(server, forged(1, '198.51.100.10'))).toEqual([401]);
    });
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it gains nothing', async () => {
    await withServer('1', async (server) => {
      const rotating = Array.from({ length: LIMIT + 1 }, (_, i) => `2001:db8:7:9::${(i + 1).toString(16)}`);
      expect(await attempts(server, rotating)).toEqual([401, 401, 401, 429]);
      expect(await attempts(server, ['2001:db8:7:a::1'])).toEqual([401]);
      // An IPv4 client written IPv4-mapped is the same client.
      expect(await attempts(server, ['192.0.2.44', '::ffff:192.0.2.44', '192.0.2.44', '::ffff:192.0.2.44'])).toEqual([401, 401, 401, 429]);
    });
  });
});
