import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { createUser } from '../support/factories';
import { openSocket } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';

/** CORS for the native wrapper's pages (issue 15, http/cors.ts): its origins only, never with cookies. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WRAPPER_ORIGINS = ['https://localhost', 'capacitor://localhost'];

function preflight(origin: string, path = '/api/auth/sign-in') {
  return server.fetch(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-mithaq-client, authorization' },
  });
}

describe("the native wrapper's origins", () => {
  it.each(WRAPPER_ORIGINS)('%s gets its preflight answered, without credentials', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['authorization', 'content-type', 'x-requested-with', 'x-mithaq-client', 'x-file-name']) expect(allowed).toContain(header);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it.each(WRAPPER_ORIGINS)('%s may read the answers: signs in and refreshes with body tokens', async (origin) => {
    const user = await createUser(server.platform.database.db);
    const headers = { origin };
    const signedIn = await call<{ refreshToken: string }>(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password }, { native: true, headers });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('access-control-allow-origin')).toBe(origin);
    expect(signedIn.setCookie).toBeUndefined();
    const refreshed = await call(server, 'POST', '/api/auth/refresh', { refreshToken: signedIn.body.refreshToken }, { native: true, headers });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('opens the realtime socket from the wrapper', async () => {
    const socket = await openSocket(server.baseUrl, undefined, { origin: 'capacitor://localhost' });
    socket.send({ type: 'auth', token: 'not-a-token' });
    expect((await socket.closed).code).toBe(4401);
  });
});

describe('any other origin', () => {
  it('gets no CORS grant, in a preflight or an answer', async () => {
    const preflighted = await preflight('https://evil.example');
    expect(preflighted.headers.get('access-control-allow-origin')).toBeNull();
    const answered = await server.fetch('/api/health', { headers: { origin: 'http://localhost:8100' } });
    expect(answered.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the web app on its own origin needs none', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('outside /api there is no grant (pictures load through <img>)', async () => {
    const response = await server.fetch('/index.html', { headers: { origin: 'https://localhost' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
