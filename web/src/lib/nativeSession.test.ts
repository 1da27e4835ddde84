import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubServer } from '../test/fakeServer';
import { authSession } from '../test/sessionFixtures';
import { apiFetch } from './api';
import { requestSignIn, requestSignOut } from './authRequests';
import { getAccessToken } from './authTokens';
import { forgetNativeRefreshToken, keepNativeRefreshToken, nativeRefreshToken, replaceSecretStore, type SecretStore } from './nativeSession';
import { refreshSession } from './refreshSession';
import { transport } from './transport';

const inWrapper = () => vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
const LEGACY_KEY = 'mithaq.nativeRefreshToken';

/** The platform's key store as the plugin would be: a map, and what was asked of it. */
function fakeKeyStore(initial: Record<string, string> = {}) {
  const kept = new Map(Object.entries(initial));
  const store: SecretStore = {
    get: async (key) => kept.get(key) ?? null,
    set: async (key, value) => void kept.set(key, value),
    remove: async (key) => void kept.delete(key),
  };
  replaceSecretStore(store);
  return kept;
}
afterEach(() => replaceSecretStore(null));

describe('the web transport (no wrapper)', () => {
  it('sends cookies, no client header, and never stores a refresh token', async () => {
    const server = stubServer({ 'GET /api/x': () => jsonResponse(200, {}) });
    await apiFetch('/api/x');
    const [, init] = server.fetchMock.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).has('X-Mithaq-Client')).toBe(false);
    const keyStore = fakeKeyStore();
    await transport().keepSession({ refreshToken: 'r-1' });
    expect(transport().refreshBody).toBeNull();
    expect(await nativeRefreshToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(keyStore.size).toBe(0);
  });
});

describe('the wrapper transport (bearer tokens, DESIGN §5)', () => {
  let keyStore: Map<string, string>;
  beforeEach(() => {
    inWrapper();
    keyStore = fakeKeyStore();
  });

  it("keeps the refresh token in the platform's key store, never in the webview's storage", async () => {
    await keepNativeRefreshToken({ refreshToken: 'r-1' });
    expect(keyStore.get(LEGACY_KEY)).toBe('r-1');
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
    expect(await nativeRefreshToken()).toBe('r-1');
  });

  it('moves a token an older version left in localStorage into the key store at the first start, and erases the old copy', async () => {
    localStorage.setItem(LEGACY_KEY, 'r-old');
    replaceSecretStore(null);
    keyStore = fakeKeyStore();
    const server = stubServer({
      'POST /api/auth/refresh': () => jsonResponse(200, { session: { ...authSession({ accessToken: 'a-2' }), refreshToken: 'r-2' } }),
    });
    expect((await refreshSession()).kind).toBe('session');
    expect(server.requests('POST /api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'r-old' });
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
    expect(keyStore.get(LEGACY_KEY)).toBe('r-2');
  });

  it('keeps the key store\'s own token over an older copy left in localStorage', async () => {
    localStorage.setItem(LEGACY_KEY, 'r-old');
    keyStore = fakeKeyStore({ [LEGACY_KEY]: 'r-newer' });
    expect(await nativeRefreshToken()).toBe('r-newer');
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull();
  });

  it('says it is the native client and sends no cookies', async () => {
    const server = stubServer({ 'GET /api/x': () => jsonResponse(200, {}) });
    await apiFetch('/api/x');
    const [, init] = server.fetchMock.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('omit');
    expect(new Headers(init?.headers).get('X-Mithaq-Client')).toBe('native');
  });

  it('refreshes with the kept token in the body and keeps the rotated one', async () => {
    await keepNativeRefreshToken({ refreshToken: 'r-1' });
    const server = stubServer({
      'POST /api/auth/refresh': () => jsonResponse(200, { session: { ...authSession({ accessToken: 'a-2' }), refreshToken: 'r-2' } }),
    });
    const outcome = await refreshSession();
    expect(outcome.kind).toBe('session');
    expect(server.requests('POST /api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'r-1' });
    expect(await nativeRefreshToken()).toBe('r-2');
    expect(getAccessToken()).toBe('a-2');
  });

  it('forgets the token when the server says the session is over', async () => {
    await keepNativeRefreshToken({ refreshToken: 'r-1' });
    stubServer({ 'POST /api/auth/refresh': () => jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'x' } }) });
    expect((await refreshSession()).kind).toBe('signedOut');
    expect(await nativeRefreshToken()).toBeNull();
    expect(keyStore.size).toBe(0);
  });

  it("keeps a sign-in's device token, presents it at the next sign-in, and keeps it across sign-out (this device stays known)", async () => {
    const server = stubServer({
      'POST /api/auth/sign-in': () => jsonResponse(200, { ...authSession(), refreshToken: 'r-1', deviceToken: 'd-1' }),
      'POST /api/auth/sign-out': () => jsonResponse(200, { ok: true }),
    });
    await keepNativeRefreshToken(await requestSignIn('amina@example.com', 'secret1'));
    expect(server.requests('POST /api/auth/sign-in')[0]?.body).toEqual({ email: 'amina@example.com', password: 'secret1' });
    await requestSignOut();
    await forgetNativeRefreshToken();
    await requestSignIn('amina@example.com', 'secret1');
    expect(server.requests('POST /api/auth/sign-in')[1]?.body).toEqual({ email: 'amina@example.com', password: 'secret1', deviceToken: 'd-1' });
  });

  it('names the session to end in the sign-out body', async () => {
    await keepNativeRefreshToken({ refreshToken: 'r-1' });
    const server = stubServer({ 'POST /api/auth/sign-out': () => jsonResponse(200, { ok: true }) });
    await expect(requestSignOut()).resolves.toBe('signedOut');
    expect(server.requests('POST /api/auth/sign-out')[0]?.body).toEqual({ refreshToken: 'r-1' });
  });
});
