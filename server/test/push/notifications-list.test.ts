import type { NotificationItem } from '@mithaq/contract/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/platform/after-commit';
import { notify } from '../../src/features/notifications/service';
import { call, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Page = { notifications: NotificationItem[]; unreadCount: number; nextCursor: string | null };

async function memberWith(count: number) {
  const user = await createUser(server.platform.database.db);
  const { token } = await signIn(server, user.email, user.password);
  for (let i = 0; i < count; i += 1) {
    server.clock.advance(1000);
    await inTransaction(server.platform, (tx) =>
      notify(tx, { userId: user.id, type: 'like', senderId: null, message: { key: 'discover.likedYou', params: { name: `Liker ${i}` } }, now: server.clock.now() }),
    );
  }
  return { ...user, token };
}

describe('the notification list', () => {
  it('pages newest first, 20 at a time, with the unread count', async () => {
    const me = await memberWith(23);
    const first = await call<Page>(server, 'GET', '/api/notifications', undefined, { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body.unreadCount).toBe(23);
    expect(first.body.notifications.map((n) => n.params.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Liker ${22 - i}`));
    expect(first.body.notifications[0]).toMatchObject({ type: 'like', readAt: null, senderId: null, referenceId: null });
    const second = await call<Page>(server, 'GET', `/api/notifications?cursor=${first.body.nextCursor}`, undefined, { token: me.token });
    expect(second.body.notifications.map((n) => n.params.name)).toEqual(['Liker 2', 'Liker 1', 'Liker 0']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a cursor made for someone else, or made up', async () => {
    const [a, b] = [await memberWith(21), await memberWith(0)];
    const { body } = await call<Page>(server, 'GET', '/api/notifications', undefined, { token: a.token });
    expect((await call(server, 'GET', `/api/notifications?cursor=${body.nextCursor}`, undefined, { token: b.token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/notifications?cursor=nonsense', undefined, { token: a.token })).status).toBe(400);
  });

  it('marks the named ones read, or all of them; never another member’s', async () => {
    const [me, other] = [await memberWith(3), await memberWith(1)];
    const list = async (token: string) => (await call<Page>(server, 'GET', '/api/notifications', undefined, { token })).body;
    const [newest] = (await list(me.token)).notifications;
    const [theirs] = (await list(other.token)).notifications;
    const marked = await call(server, 'POST', '/api/notifications/read', { ids: [newest!.id, theirs!.id] }, { token: me.token });
    expect(marked.body).toEqual({ marked: 1 });
    const after = await list(me.token);
    expect(after.unreadCount).toBe(2);
    expect(after.notifications[0]!.readAt).toBe(server.clock.now().toISOString());
    expect((await list(other.token)).unreadCount).toBe(1);
    expect((await call(server, 'POST', '/api/notifications/read', {}, { token: me.token })).body).toEqual({ marked: 2 });
    expect((await list(me.token)).unreadCount).toBe(0);
  });
});
