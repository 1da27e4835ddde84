import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../test/fakeServer';
import type { FakeServer } from '../test/fakeServer';
import { authSession, member } from '../test/sessionFixtures';
import { getAccessToken, getAccessTokenExpiry } from './authTokens';
import { loadSessionFromServer } from './sessionLoader';
import { PROFILE_CACHE_KEY } from './userStorage';

const REFRESH = 'POST /api/auth/refresh';
const PROFILE = 'GET /api/profiles/me';
const profileBody = { profile: { id: member.id, name: 'Amina', city: 'Lahore' } };

let server: FakeServer;

beforeEach(() => {
  server = stubServer({
    [REFRESH]: () => jsonResponse(200, { session: authSession() }),
    [PROFILE]: () => jsonResponse(200, profileBody),
  });
});

describe('loadSessionFromServer', () => {
  it('asks for a refresh with the cookie and the CSRF header, and no body or bearer', async () => {
    server.route(REFRESH, () => jsonResponse(200, { session: null }));
    await loadSessionFromServer();
    const [request] = server.requests(REFRESH);
    const [, init] = server.fetchMock.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('include');
    expect(request?.headers.get('X-Requested-With')).toBe('mithaq');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.body).toBeUndefined();
  });

  it.each([
    ['the server has no session for this browser', () => jsonResponse(200, { session: null })],
    ['the cookie was revoked (401)', () => errorResponse(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.')],
    ['the refresh answer is malformed', () => jsonResponse(200, { session: { accessToken: 1 } })],
    ['the old, unwrapped answer arrives', () => jsonResponse(200, authSession())],
  ])('is signed out when %s', async (_label, answer) => {
    server.route(REFRESH, answer);
    await expect(loadSessionFromServer()).resolves.toEqual({ status: 'signedOut', user: null, profile: null });
    expect(server.requests(PROFILE)).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
  });

  it('is signed out when the network is down', async () => {
    server.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadSessionFromServer()).resolves.toMatchObject({ status: 'signedOut' });
  });

  it('is ready with the profile, keeping the token and its expiry', async () => {
    const session = authSession({ accessToken: 'tok-1' });
    server.route(REFRESH, () => jsonResponse(200, { session }));
    await expect(loadSessionFromServer()).resolves.toEqual({
      status: 'ready',
      user: member,
      profile: { id: member.id, name: 'Amina' },
    });
    expect(server.requests(PROFILE)[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(getAccessToken()).toBe('tok-1');
    expect(getAccessTokenExpiry()).toBe(Date.parse(session.expiresAt));
  });

  it('needs a profile when the profile lookup is 404', async () => {
    server.route(PROFILE, () => errorResponse(404, 'NOT_FOUND', 'Profile not found'));
    await expect(loadSessionFromServer()).resolves.toEqual({ status: 'needsProfile', user: member, profile: null });
    expect(getAccessToken()).toBe('access-1');
  });

  it.each([
    ['fails otherwise', () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred')],
    ['is not wrapped in "profile"', () => jsonResponse(200, { id: member.id, name: 'Amina' })],
  ])('is signed out and forgets the token when the profile lookup %s', async (_label, answer) => {
    server.route(PROFILE, answer);
    await expect(loadSessionFromServer()).resolves.toMatchObject({ status: 'signedOut' });
    expect(getAccessToken()).toBeNull();
  });

  it('shares one refresh request between overlapping loads (refresh tokens rotate)', async () => {
    await Promise.all([loadSessionFromServer(), loadSessionFromServer()]);
    expect(server.requests(REFRESH)).toHaveLength(1);
  });
});

describe('the profile cache (spec §4)', () => {
  it('keeps the loaded profile in localStorage', async () => {
    await loadSessionFromServer();
    expect(JSON.parse(localStorage.getItem(PROFILE_CACHE_KEY) ?? 'null')).toEqual({ id: member.id, name: 'Amina' });
  });

  it("offers the cached profile first when it is the signed-in user's", async () => {
    localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ id: member.id, name: 'Cached Amina' }));
    const onProvisional = vi.fn();
    const final = await loadSessionFromServer({ onProvisional });
    expect(onProvisional).toHaveBeenCalledWith({
      status: 'ready',
      user: member,
      profile: { id: member.id, name: 'Cached Amina' },
    });
    expect(final).toMatchObject({ status: 'ready', profile: { name: 'Amina' } });
  });

  it("discards a cached profile that belongs to someone else", async () => {
    localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ id: 'someone-else', name: 'Other' }));
    server.route(PROFILE, () => errorResponse(404, 'NOT_FOUND', 'Profile not found'));
    const onProvisional = vi.fn();
    await loadSessionFromServer({ onProvisional });
    expect(onProvisional).not.toHaveBeenCalled();
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });

  it('drops the cache when the user turns out to have no profile', async () => {
    localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ id: member.id, name: 'Amina' }));
    server.route(PROFILE, () => errorResponse(404, 'NOT_FOUND', 'Profile not found'));
    await expect(loadSessionFromServer()).resolves.toMatchObject({ status: 'needsProfile' });
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });
});
