import type { NotificationView } from '@mithaq/contract/realtime';
import { afterCommit } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import { executeNamed } from '../../platform/db/named';
import { notifications } from '../../platform/db/schema/notifications';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

/** Records a notification in the caller's transaction; the socket delivery follows the commit. */
export async function notify(
  q: Queryable,
  n: { userId: string; type: NotificationType; senderId: string | null; content: string; referenceId?: string | null; now: Date },
) {
  // Every chat message writes one: a fixed statement, planned once per connection.
  const [row] = await executeNamed(
    'notifications_insert',
    q
      .insert(notifications)
      .values({
        userId: n.userId,
        type: n.type,
        senderId: n.senderId,
        content: n.content,
        referenceId: n.referenceId ?? null,
        createdAt: n.now,
      })
      .returning(),
  );
  const notification: NotificationView = {
    id: row!.id,
    type: row!.type,
    senderId: row!.senderId,
    content: row!.content,
    referenceId: row!.referenceId,
    createdAt: row!.createdAt.toISOString(),
  };
  afterCommit(q, { type: 'notification.created', userId: n.userId, notification });
}
