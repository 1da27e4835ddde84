import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../test/fakeServer';
import type { FakeServer } from '../test/fakeServer';
import { authSession, member } from '../test/sessionFixtures';
import { getAccessToken } from './authTokens';
import { SessionProvider, useSession } from './session';
import { PROFILE_CACHE_KEY, SIGNUP_FORM_KEY } from './userStorage';

const REFRESH = 'POST /api/auth/refresh';
const PROFILE = 'GET /api/profiles/me';
const noProfile = () => errorResponse(404, 'NOT_FOUND', 'Profile not found');

let server: FakeServer;

beforeEach(() => {
  server = stubServer({
    [REFRESH]: () => jsonResponse(200, { session: null }),
    [PROFILE]: () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }),
  });
});

/** The real provider (real loader), signed out once its first load is done. */
async function renderSignedOutSession() {
  const hook = renderHook(() => useSession(), {
    wrapper: ({ children }) => <SessionProvider>{children}</SessionProvider>,
  });
  await waitFor(() => expect(hook.result.current.status).toBe('signedOut'));
  return hook;
}

describe('signIn', () => {
  it('sends the credentials without a bearer, adopts the session and loads the profile', async () => {
    server.route('POST /api/auth/sign-in', () => jsonResponse(200, authSession({ accessToken: 'tok-in' })));
    const { result } = await renderSignedOutSession();
    await act(() => result.current.signIn('amina@example.com', 'secret1'));
    const [request] = server.requests('POST /api/auth/sign-in');
    expect(request?.body).toEqual({ email: 'amina@example.com', password: 'secret1' });
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(result.current).toMatchObject({ status: 'ready', user: member, profile: { name: 'Amina' } });
    expect(server.requests(PROFILE)[0]?.headers.get('Authorization')).toBe('Bearer tok-in');
  });

  it("rejects with the server's message and stays signed out", async () => {
    server.route('POST /api/auth/sign-in', () => errorResponse(401, 'UNAUTHORIZED', 'Invalid login credentials'));
    const { result } = await renderSignedOutSession();
    await act(() => expect(result.current.signIn('a@b.co', 'nope')).rejects.toThrow('Invalid login credentials'));
    expect(result.current.status).toBe('signedOut');
    expect(getAccessToken()).toBeNull();
  });
});

describe('signUp', () => {
  it('signs the new user in when the server returns a session (no profile yet)', async () => {
    server.route('POST /api/auth/sign-up', () =>
      jsonResponse(200, { session: authSession(), confirmationRequired: false }),
    );
    server.route(PROFILE, noProfile);
    const { result } = await renderSignedOutSession();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.signUp('amina@example.com', 'secret1');
    });
    expect(outcome).toEqual({ signedIn: true });
    expect(result.current.status).toBe('needsProfile');
  });

  it('stays signed out when the e-mail must be confirmed first', async () => {
    server.route('POST /api/auth/sign-up', () => jsonResponse(200, { session: null, confirmationRequired: true }));
    const { result } = await renderSignedOutSession();
    await expect(result.current.signUp('amina@example.com', 'secret1')).resolves.toEqual({ signedIn: false });
    expect(result.current.status).toBe('signedOut');
    expect(server.requests(PROFILE)).toHaveLength(0);
  });
});

describe('adoptSession', () => {
  it('stores the token, then loads the profile', async () => {
    const { result } = await renderSignedOutSession();
    await act(() => result.current.adoptSession(authSession({ accessToken: 'tok-adopt' })));
    expect(getAccessToken()).toBe('tok-adopt');
    expect(result.current.status).toBe('ready');
  });
});

describe('signOut', () => {
  async function renderSignedInSession() {
    server.route(REFRESH, () => jsonResponse(200, { session: authSession() }));
    const hook = renderHook(() => useSession(), {
      wrapper: ({ children }) => <SessionProvider>{children}</SessionProvider>,
    });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    sessionStorage.setItem(SIGNUP_FORM_KEY, '{"name":"Amina"}');
    return hook;
  }

  it.each([
    ['the server ends its session', () => jsonResponse(200, { ok: true }), 'signedOut'],
    ['the server had no such session (401)', () => errorResponse(401, 'UNAUTHORIZED', 'Authentication required'), 'signedOut'],
    ['the server had no such session (404)', () => errorResponse(404, 'NOT_FOUND', 'Not found'), 'signedOut'],
    ['the server fails', () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred'), 'serverIssue'],
  ])('signs out locally and clears stored user data when %s', async (_label, answer, expected) => {
    server.route('POST /api/auth/sign-out', answer);
    const { result } = await renderSignedInSession();
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).not.toBeNull();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.signOut();
    });
    expect(outcome).toBe(expected);
    expect(result.current.status).toBe('signedOut');
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem(SIGNUP_FORM_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
    expect(server.requests('POST /api/auth/sign-out')[0]?.headers.get('X-Requested-With')).toBe('mithaq');
  });
});
