import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../test/fakeServer';
import type { FakeServer } from '../test/fakeServer';
import { admin, authSession, member } from '../test/sessionFixtures';
import { apiFetch } from './api';
import { getAccessToken } from './authTokens';
import { SessionProvider, useSession } from './session';
import { REFRESH_TICK_MS, tokenNeedsRefresh } from './useSilentRefresh';

const REFRESH = 'POST /api/auth/refresh';
/**
 * Renders the session's status as text: waitFor notices DOM changes even while setInterval is
 * faked (it otherwise polls with setInterval).
 */
function renderStatus() {
  function Status() {
    const { status, profile } = useSession();
    return <p data-testid="status">{`${status}:${profile?.name ?? '-'}`}</p>;
  }
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );
  return {
    expectStatus: (text: string) => waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(text)),
  };
}

const PROFILE = 'GET /api/profiles/me';

describe('tokenNeedsRefresh', () => {
  it.each([
    [91_000, false],
    [90_000, true],
    [10_000, true],
    [-5_000, true],
  ])('with %i ms left: %s', (left, expected) => {
    expect(tokenNeedsRefresh(1_000_000 + left, 1_000_000)).toBe(expected);
  });

  it('never refreshes a token without a known expiry on the tick', () => {
    expect(tokenNeedsRefresh(null, Date.now())).toBe(false);
  });
});

describe('the silent refresh tick (spec §9: 30 s tick, 3-tick threshold)', () => {
  let server: FakeServer;

  beforeEach(() => {
    // Only the clock and the interval are fake; promises and fetch stubs run normally.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    server = stubServer({
      // The first session's token has 180 s (6 ticks) left.
      [REFRESH]: () => jsonResponse(200, { session: authSession({ accessToken: 'tok-1', expiresInMs: 180_000 }) }),
      [PROFILE]: () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }),
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  async function renderSignedIn() {
    const view = renderStatus();
    await view.expectStatus('ready:Amina');
    // Later refreshes hand out a fresh 15-minute token.
    server.route(REFRESH, () => jsonResponse(200, { session: authSession({ accessToken: 'tok-2' }) }));
    return view;
  }

  const tick = (ticks = 1) => act(() => vi.advanceTimersByTimeAsync(REFRESH_TICK_MS * ticks));

  it('refreshes when the token expires within 90 s, and not before', async () => {
    await renderSignedIn();
    expect(server.requests(REFRESH)).toHaveLength(1);

    await tick(2); // 120 s left: above the threshold
    expect(server.requests(REFRESH)).toHaveLength(1);
    expect(getAccessToken()).toBe('tok-1');

    await tick(); // 90 s left: refresh now
    expect(server.requests(REFRESH)).toHaveLength(2);
    expect(getAccessToken()).toBe('tok-2');

    await tick(4); // the new token has 15 minutes: nothing to do
    expect(server.requests(REFRESH)).toHaveLength(2);
  });

  it('does not tick while signed out', async () => {
    server.route(REFRESH, () => jsonResponse(200, { session: null }));
    await renderStatus().expectStatus('signedOut');
    await tick(10);
    expect(server.requests(REFRESH)).toHaveLength(1);
  });

  it('signs out when the tick finds the session revoked', async () => {
    const { expectStatus } = await renderSignedIn();
    server.route(REFRESH, () => errorResponse(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.'));
    await tick(3);
    await expectStatus('signedOut');
    expect(getAccessToken()).toBeNull();
  });

  it('stays signed in when the tick cannot reach the server, and tries again next tick', async () => {
    const { expectStatus } = await renderSignedIn();
    server.route(REFRESH, () => Promise.reject(new TypeError('Failed to fetch')));
    await tick(3);
    expect(server.requests(REFRESH)).toHaveLength(2);
    await expectStatus('ready:Amina');
    server.route(REFRESH, () => jsonResponse(200, { session: authSession({ accessToken: 'tok-3' }) }));
    await tick();
    expect(getAccessToken()).toBe('tok-3');
  });

  it('takes over when the shared cookie now belongs to another user (signed in in another tab)', async () => {
    const { expectStatus } = await renderSignedIn();
    server.route(REFRESH, () => jsonResponse(200, { session: authSession({ user: admin, accessToken: 'tok-admin' }) }));
    server.route(PROFILE, () => jsonResponse(200, { profile: { id: admin.id, name: 'Admin' } }));
    await tick(3);
    await expectStatus('ready:Admin');
    expect(getAccessToken()).toBe('tok-admin');
  });
});

describe('a 401 that the refresh cannot fix', () => {
  it('signs the whole session out', async () => {
    stubServer({
      [REFRESH]: () => jsonResponse(200, { session: authSession() }),
      [PROFILE]: () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }),
      'GET /api/matches': () => errorResponse(401, 'UNAUTHORIZED', 'Authentication required'),
    });
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }) => <SessionProvider>{children}</SessionProvider>,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    stubServer({
      [REFRESH]: () => errorResponse(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.'),
      'GET /api/matches': () => errorResponse(401, 'UNAUTHORIZED', 'Authentication required'),
    });
    await act(() => expect(apiFetch('/api/matches')).rejects.toMatchObject({ status: 401 }));
    expect(result.current.status).toBe('signedOut');
  });
});
