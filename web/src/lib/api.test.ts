import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setAccessToken } from './api';

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
