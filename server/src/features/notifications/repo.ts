import type { Queryable } from '../../platform/db/connect';
import { executeNamed } from '../../platform/db/named';
import { notifications } from '../../platform/db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationType = (typeof notifications.$inferInsert)['type'];

export async function insertNotification(
  q: Queryable,
  values: { userId: string; type: NotificationType; senderId: string | null; content: string; referenceId: string | null; createdAt: Date },
): Promise<NotificationRow> {
  // Every chat message writes one: a fixed statement, planned once per connection.
  const [row] = await executeNamed('notifications_insert', q.insert(notifications).values(values).returning());
  return row!;
}
