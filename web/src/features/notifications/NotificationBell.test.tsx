import type { NotificationItem } from '@mithaq/contract/push';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeCache } from '../chat/realtime/realtimeCache';
import { setAccessToken } from '../../lib/authTokens';
import { SessionProvider } from '../../lib/session';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { member, ready } from '../../test/sessionFixtures';
import { NotificationBell } from './NotificationBell';

const chatId = '7a1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f07';
/** A notification kept from before keys (its words as written): the list shows it as it is. */
const item = (n: number, type: NotificationItem['type'], content: string, readAt: string | null, referenceId: string | null = null): NotificationItem => ({
  id: `f0000000-0000-4000-8000-00000000000${n}`,
  type,
  senderId: null,
  key: null,
  params: {},
  content,
  referenceId,
  createdAt: `2025-05-0${n}T10:00:00.000Z`,
  readAt,
});

function setup(list: NotificationItem[]) {
  let notifications = list;
  const server = stubServer({
    'GET /api/notifications': () =>
      jsonResponse(200, { notifications, unreadCount: notifications.filter((n) => n.readAt === null).length, nextCursor: null }),
    'POST /api/notifications/read': (request) => {
      const ids = (request.body as { ids: string[] }).ids;
      notifications = notifications.map((n) => (ids.includes(n.id) ? { ...n, readAt: '2025-05-09T10:00:00.000Z' } : n));
      return jsonResponse(200, { marked: ids.length });
    },
  });
  setAccessToken('tok-1');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/app/profiles', element: <NotificationBell /> },
      { path: '/app/chat/:matchId', element: <p>Chat screen</p> },
    ],
    { initialEntries: ['/app/profiles'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider loader={() => Promise.resolve(ready)}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return {
    server,
    router,
    queryClient,
    arrive(next: NotificationItem) {
      notifications = [next, ...notifications];
    },
  };
}

describe('NotificationBell', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clearAppBadge');
  });

  it("clears the installed app's icon badge once the list is read, not before", async () => {
    const clearAppBadge = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clearAppBadge', { value: clearAppBadge, configurable: true });
    const { server } = setup([item(2, 'like', 'Someone liked you', null)]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(clearAppBadge).not.toHaveBeenCalled();
    await userEvent.click(bell);
    await waitFor(() => expect(server.requests('POST /api/notifications/read')).toHaveLength(1));
    await waitFor(() => expect(clearAppBadge).toHaveBeenCalledTimes(1));
  });

  it('shows the unread count, lists newest first, marks them read, and opens a message in its chat', async () => {
    const { server, router } = setup([
      item(3, 'message', 'New message from Yusuf', null, chatId),
      item(2, 'like', 'Someone liked you', null),
      item(1, 'match', 'You have a new match', '2025-05-01T11:00:00.000Z'),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');

    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = within(dialog).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('New message from Yusuf'),
      expect.stringContaining('Someone liked you'),
      expect.stringContaining('You have a new match'),
    ]);
    expect(rows[0]).toHaveTextContent('Unread');
    await waitFor(() => expect(server.requests('POST /api/notifications/read')).toHaveLength(1));
    expect(server.requests('POST /api/notifications/read')[0]?.body).toEqual({
      ids: ['f0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000002'],
    });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('link', { name: /New message from Yusuf/ }));
    expect(router.state.location.pathname).toBe(`/app/chat/${chatId}`);
    expect(await screen.findByText('Chat screen')).toBeInTheDocument();
  });

  it('counts a notification.created event live', async () => {
    const { queryClient, arrive } = setup([]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const cache = createRealtimeCache(queryClient, { userId: member.id, viewingMatchId: () => null, notify: () => {}, debounceMs: 0 });
    const like = item(4, 'like', 'Someone liked you', null);
    arrive(like);
    act(() => cache.handle({ type: 'notification.created', notification: like }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    cache.dispose();
  });
});
