import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse as serverJson, stubServer } from '../test/fakeServer';
import { authSession } from '../test/sessionFixtures';
import { ApiError, apiFetch, getAccessToken, setAccessToken } from './api';
import { onRefreshOutcome } from './refreshSession';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setAccessToken(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('apiFetch', () => {
  it('returns the parsed body and sends cookies plus the CSRF header', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiFetch('/api/thing')).resolves.toEqual({ ok: true });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/thing');
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Requested-With')).toBe('mithaq');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the in-memory access token and a JSON body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    setAccessToken('tok-1');
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toBeUndefined();
    const { init, headers } = sentRequest();
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it("throws the server's error code and message", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: { code: 'validation', message: 'Please fill in all fields' } }),
    );
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Please fill in all fields' });
  });

  it('throws a generic http_error when the body is not the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, code: 'http_error', message: 'Bad Gateway' });
  });

  it('turns a network failure into a network_error with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'Failed to fetch',
    });
  });
});

describe('apiFetch after a 401', () => {
  const unauthorized = () => errorResponse(401, 'UNAUTHORIZED', 'Authentication required');

  /** /api/thing accepts only `access-2`; the refresh hands it out. */
  function serverWithRotation() {
    return stubServer({
      'GET /api/thing': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-2' ? serverJson(200, { ok: true }) : unauthorized(),
      'POST /api/auth/refresh': () => serverJson(200, { session: authSession({ accessToken: 'access-2' }) }),
    });
  }

  it('refreshes once and retries with the new token', async () => {
    const server = serverWithRotation();
    setAccessToken('access-1');
    await expect(apiFetch('/api/thing')).resolves.toEqual({ ok: true });
    expect(server.requests('GET /api/thing').map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(server.requests('POST /api/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('access-2');
  });

  it('shares a single refresh between calls that fail together', async () => {
    const server = serverWithRotation();
    setAccessToken('access-1');
    await Promise.all([apiFetch('/api/thing'), apiFetch('/api/thing'), apiFetch('/api/thing')]);
    expect(server.requests('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('does not refresh for a call that carried no token', async () => {
    const server = serverWithRotation();
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ status: 401 });
    setAccessToken('access-1');
    await expect(apiFetch('/api/thing', { bearer: false })).rejects.toMatchObject({ status: 401 });
    expect(server.requests('GET /api/thing').every((r) => !r.headers.has('Authorization'))).toBe(true);
    expect(server.requests('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('retries only once', async () => {
    const server = stubServer({
      'GET /api/thing': unauthorized,
      'POST /api/auth/refresh': () => serverJson(200, { session: authSession({ accessToken: 'access-2' }) }),
    });
    setAccessToken('access-1');
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ status: 401 });
    expect(server.requests('GET /api/thing')).toHaveLength(2);
  });

  it('ends the session when the refresh is refused, and throws the original 401', async () => {
    stubServer({
      'GET /api/thing': unauthorized,
      'POST /api/auth/refresh': () => errorResponse(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.'),
    });
    const outcomes: string[] = [];
    const unsubscribe = onRefreshOutcome((outcome) => outcomes.push(outcome.kind));
    setAccessToken('access-1');
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ status: 401, message: 'Authentication required' });
    unsubscribe();
    expect(outcomes).toEqual(['signedOut']);
    expect(getAccessToken()).toBeNull();
  });

  it('keeps the token when the refresh fails for another reason (network, server)', async () => {
    const server = stubServer({ 'GET /api/thing': unauthorized });
    server.route('POST /api/auth/refresh', () => Promise.reject(new TypeError('Failed to fetch')));
    setAccessToken('access-1');
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBe('access-1');
  });
});
