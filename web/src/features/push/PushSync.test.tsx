import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/authTokens';
import { SessionProvider, useSession, type SessionValue } from '../../lib/session';
import type { SessionSnapshot } from '../../lib/sessionTypes';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { ready, signedOut } from '../../test/sessionFixtures';
import { PushSync } from './PushSync';
import { installPushBrowser, subscriptionJson, type PushBrowserOptions } from './test/pushBrowser';

let restore = () => {};
afterEach(() => restore());

const registered = { id: '2c1d5e7f-0000-4000-8000-000000000001', platform: 'web', deviceInfo: null, createdAt: '2026-11-01T08:00:00.000Z', lastSeenAt: '2026-11-01T08:00:00.000Z', stopped: false };

/** PushSync under a session whose loader answers `snapshots` in turn (the first at mount, the next at each refresh). */
function setup(browser: PushBrowserOptions, snapshots: SessionSnapshot[]) {
  const fake = installPushBrowser(browser);
  restore = fake.restore;
  const server = stubServer({ 'POST /api/push/registrations': () => jsonResponse(200, registered) });
  setAccessToken('tok-1');
  const loader = vi.fn(async () => snapshots.shift() ?? signedOut);
  const session: { current: SessionValue | null } = { current: null };
  function Probe() {
    session.current = useSession();
    return null;
  }
  render(
    <SessionProvider loader={loader}>
      <PushSync />
      <Probe />
    </SessionProvider>,
  );
  const refresh = () => act(() => session.current!.refresh());
  return { server, loader, refresh };
}

describe('PushSync: the registration follows each session this device starts (issue 26)', () => {
  it('a reload with a session sends this browser’s subscription again, as a renewal', async () => {
    const { server } = setup({ permission: 'granted', subscribed: true }, [ready]);
    await waitFor(() => expect(server.requests('POST /api/push/registrations')).toHaveLength(1));
    expect(server.requests('POST /api/push/registrations')[0]?.body).toMatchObject({ platform: 'web', subscription: subscriptionJson, renew: true });
  });

  it('a sign-in after being signed out sends it again, once per session start', async () => {
    const { server, loader, refresh } = setup({ permission: 'granted', subscribed: true }, [signedOut, ready, ready]);
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    expect(server.requests('POST /api/push/registrations')).toHaveLength(0);
    await refresh();
    await waitFor(() => expect(server.requests('POST /api/push/registrations')).toHaveLength(1));
    // The same member's session checked again is no new start.
    await refresh();
    expect(server.requests('POST /api/push/registrations')).toHaveLength(1);
  });

  it('sends nothing, and asks nothing, where this browser has no subscription', async () => {
    const { server, loader } = setup({ permission: 'default' }, [ready]);
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});
