import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/AppToaster';
import { setAccessToken } from '../../lib/authTokens';
import { SessionProvider } from '../../lib/session';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { ready } from '../../test/sessionFixtures';
import { NotificationsCard } from './NotificationsCard';
import { installPushBrowser, iPhoneSafari, subscriptionJson } from './test/pushBrowser';
import type { PushBrowserOptions } from './test/pushBrowser';

const allOn = { messages: true, matches: true, likes: true, reminders: true, hideMessageText: false };
/** The server's answer to a registration: stopped when the app renews a device the member stopped from the devices list. */
const registered = (stopped: boolean) => ({
  id: '2c1d5e7f-0000-4000-8000-000000000001',
  platform: 'web',
  deviceInfo: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  lastSeenAt: '2026-11-01T08:00:00.000Z',
  stopped,
});
// 65 bytes, as a P-256 public key is; base64url.
const vapidKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

let restore = () => {};
afterEach(() => restore());

function setup(browser: PushBrowserOptions, options: { stoppedFromList?: boolean } = {}) {
  const fake = installPushBrowser(browser);
  restore = fake.restore;
  const server = stubServer({
    'GET /api/push/preferences': () => jsonResponse(200, allOn),
    'PUT /api/push/preferences': (request) => jsonResponse(200, request.body),
    'GET /api/push/vapid-public-key': () => jsonResponse(200, { publicKey: vapidKey }),
    'POST /api/push/registrations': (request) =>
      jsonResponse(200, registered(Boolean(options.stoppedFromList) && (request.body as { renew?: boolean }).renew === true)),
    'DELETE /api/push/registrations': () => jsonResponse(200, { ok: true }),
    'POST /api/push/test': () => jsonResponse(200, { queued: 1 }),
  });
  setAccessToken('tok-1');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider loader={() => Promise.resolve(ready)}>
        <NotificationsCard />
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fake, server };
}

describe('NotificationsCard', () => {
  it('is off until the member turns it on; only that click asks for permission, then it subscribes and registers this device', async () => {
    const { fake, server } = setup({ permission: 'default', answer: 'granted' });
    expect(await screen.findByText(/^Off:/)).toBeInTheDocument();
    expect(fake.notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));

    expect(await screen.findByText(/^On:/)).toBeInTheDocument();
    expect(fake.notification.requestPermission).toHaveBeenCalledTimes(1);
    const subscribeOptions = fake.pushManager.subscribe.mock.calls[0]?.[0];
    expect(subscribeOptions?.userVisibleOnly).toBe(true);
    expect(subscribeOptions?.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect((subscribeOptions?.applicationServerKey as Uint8Array).length).toBe(65);
    const [registration] = server.requests('POST /api/push/registrations');
    expect(registration?.body).toEqual({
      platform: 'web',
      subscription: subscriptionJson,
      deviceInfo: { platform: 'web', timestamp: expect.any(String), version: expect.any(String), appVersion: '1.0.0' },
    });
    expect(screen.getByRole('button', { name: 'Send a test notification' })).toBeInTheDocument();
  });

  it('says how to re-allow notifications when the member blocks them at the prompt', async () => {
    const { server } = setup({ permission: 'default', answer: 'denied' });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/^Blocked:/)).toBeInTheDocument();
    expect(screen.getByText(/set Notifications to Allow/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    expect(server.requests('POST /api/push/registrations')).toHaveLength(0);
  });

  it('shows a blocked permission on load, without a button that could not work', async () => {
    setup({ permission: 'denied' });
    expect(await screen.findByText(/^Blocked:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('says when the browser cannot do push at all', async () => {
    setup({ supported: false });
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
  });

  it('on iPhone Safari outside the Home Screen app: add to Home Screen first', async () => {
    setup({ supported: false, userAgent: iPhoneSafari });
    expect(await screen.findByText(/add Mithaq to your Home Screen first/)).toBeInTheDocument();
  });

  it('when on: refreshes the registration, sends a test push, and turning off forgets the device and unsubscribes', async () => {
    const { fake, server } = setup({ permission: 'granted', subscribed: true });
    expect(await screen.findByText(/^On:/)).toBeInTheDocument();
    await waitFor(() => expect(server.requests('POST /api/push/registrations')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent. It should arrive in a few seconds.')).toBeInTheDocument();
    expect(server.requests('POST /api/push/test')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/^Off:/)).toBeInTheDocument();
    expect(server.requests('DELETE /api/push/registrations')[0]?.body).toEqual({ token: subscriptionJson.endpoint });
    expect(fake.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('a device the member stopped from the devices list shows Off; "Turn on notifications" starts it again', async () => {
    const { server } = setup({ permission: 'granted', subscribed: true }, { stoppedFromList: true });
    expect(await screen.findByText(/^Off:/)).toBeInTheDocument();
    expect(server.requests('POST /api/push/registrations')[0]?.body).toMatchObject({ renew: true });
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/^On:/)).toBeInTheDocument();
    expect(server.requests('POST /api/push/registrations')[1]?.body).not.toHaveProperty('renew');
  });

  it('"Hide message text on the lock screen" is off until chosen, and saved with the other choices', async () => {
    const { server } = setup({ permission: 'granted', subscribed: true });
    const hide = await screen.findByRole('switch', { name: 'Hide message text on the lock screen' });
    expect(hide).not.toBeChecked();
    expect(screen.getByText('Message notifications then say who wrote, never what.')).toBeInTheDocument();
    await userEvent.click(hide);
    await waitFor(() => expect(server.requests('PUT /api/push/preferences')).toHaveLength(1));
    expect(server.requests('PUT /api/push/preferences')[0]?.body).toEqual({ ...allOn, hideMessageText: true });
    expect(hide).toBeChecked();
  });

  it('keeps the per-kind choices on the server', async () => {
    const { server } = setup({ permission: 'granted', subscribed: true });
    const likes = await screen.findByRole('switch', { name: 'Likes' });
    expect(likes).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Messages' })).toBeChecked();
    await userEvent.click(likes);
    await waitFor(() => expect(server.requests('PUT /api/push/preferences')).toHaveLength(1));
    expect(server.requests('PUT /api/push/preferences')[0]?.body).toEqual({ ...allOn, likes: false });
    expect(screen.getByRole('switch', { name: 'Likes' })).not.toBeChecked();
  });
});
