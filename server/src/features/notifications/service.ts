import type { NotificationView } from '@mithaq/contract/realtime';
import { afterCommit } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import * as repo from './repo';

/** Records a notification in the caller's transaction; the socket delivery follows the commit. */
export async function notify(
  q: Queryable,
  n: { userId: string; type: repo.NotificationType; senderId: string | null; content: string; referenceId?: string | null; now: Date },
) {
  const row = await repo.insertNotification(q, {
    userId: n.userId,
    type: n.type,
    senderId: n.senderId,
    content: n.content,
    referenceId: n.referenceId ?? null,
    createdAt: n.now,
  });
  const notification: NotificationView = {
    id: row.id,
    type: row.type,
    senderId: row.senderId,
    content: row.content,
    referenceId: row.referenceId,
    createdAt: row.createdAt.toISOString(),
  };
  afterCommit(q, { type: 'notification.created', userId: n.userId, notification });
}
