import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from './api';
import { loadSessionFromServer } from './sessionLoader';

const fetchMock = vi.fn<typeof fetch>();
const user = { id: 'u-1', email: 'amina@example.com', role: 'user' };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

function requestAt(index: number): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

/** Answers the refresh call, then the profile call. */
function serverAnswers(refresh: Response, profile?: Response) {
  fetchMock.mockResolvedValueOnce(refresh);
  if (profile) fetchMock.mockResolvedValueOnce(profile);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setAccessToken(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('loadSessionFromServer', () => {
  it('asks for a refresh with the cookie and the CSRF header', async () => {
    serverAnswers(jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }));
    await loadSessionFromServer();
    const { url, init, headers } = requestAt(0);
    expect(url).toBe('/api/auth/refresh');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Requested-With')).toBe('mithaq');
  });

  it.each([
    ['the refresh is refused', () => serverAnswers(jsonResponse(401, {}))],
    ['the refresh answer is malformed', () => serverAnswers(jsonResponse(200, { accessToken: 1, user }))],
    ['the network is down', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('is signed out when %s', async (_label, arrange) => {
    arrange();
    await expect(loadSessionFromServer()).resolves.toEqual({ status: 'signedOut', user: null, profile: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is ready with the profile when the user has one', async () => {
    serverAnswers(
      jsonResponse(200, { accessToken: 'tok-1', user }),
      jsonResponse(200, { id: 'u-1', name: 'Amina', city: 'Lahore' }),
    );
    await expect(loadSessionFromServer()).resolves.toEqual({
      status: 'ready',
      user,
      profile: { id: 'u-1', name: 'Amina' },
    });
    const { url, headers } = requestAt(1);
    expect(url).toBe('/api/profiles/me');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(getAccessToken()).toBe('tok-1');
  });

  it('needs a profile when the profile lookup is 404', async () => {
    serverAnswers(jsonResponse(200, { accessToken: 'tok-1', user }), jsonResponse(404, {}));
    await expect(loadSessionFromServer()).resolves.toEqual({ status: 'needsProfile', user, profile: null });
    expect(getAccessToken()).toBe('tok-1');
  });

  it('is signed out and forgets the token when the profile lookup fails otherwise', async () => {
    serverAnswers(jsonResponse(200, { accessToken: 'tok-1', user }), jsonResponse(500, {}));
    await expect(loadSessionFromServer()).resolves.toMatchObject({ status: 'signedOut' });
    expect(getAccessToken()).toBeNull();
  });

  it('shares one refresh request between overlapping loads (refresh tokens rotate)', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input) === '/api/auth/refresh'
          ? jsonResponse(200, { accessToken: 'tok-1', user })
          : jsonResponse(404, {}),
      ),
    );
    await Promise.all([loadSessionFromServer(), loadSessionFromServer()]);
    const refreshCalls = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
  });
});
