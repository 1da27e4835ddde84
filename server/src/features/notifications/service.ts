import type { Queryable } from '../../platform/db/connect';
import { notifications } from '../../platform/db/schema/notifications';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

/** Records a notification in the caller's transaction; delivery (socket, push) follows the commit. */
export async function notify(
  q: Queryable,
  n: { userId: string; type: NotificationType; senderId: string | null; content: string; referenceId?: string | null; now: Date },
) {
  await q.insert(notifications).values({
    userId: n.userId,
    type: n.type,
    senderId: n.senderId,
    content: n.content,
    referenceId: n.referenceId ?? null,
    createdAt: n.now,
  });
}
