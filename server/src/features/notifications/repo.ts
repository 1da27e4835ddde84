import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { PagePosition } from '../../platform/cursors';
import type { Queryable } from '../../platform/db/connect';
import { deleteInBatches } from '../../platform/db/prune';
import { notifications } from '../../platform/db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationType = (typeof notifications.$inferInsert)['type'];

/** Newest first: rows strictly before `after` in (created_at desc, id desc); one more than `limit` tells if there is a next page. */
export function pageOfNotifications(q: Queryable, userId: string, after: PagePosition | null, limit: number) {
  return q
    .select({
      id: notifications.id,
      type: notifications.type,
      senderId: notifications.senderId,
      messageKey: notifications.messageKey,
      messageParams: notifications.messageParams,
      content: notifications.content,
      referenceId: notifications.referenceId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      // Exact to the microsecond: a JS Date would drop them and skip rows at a page's edge.
      position: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the member's unread notifications read: those of `ids`, or all when `ids` is absent. */
export async function markRead(q: Queryable, userId: string, ids: string[] | undefined, now: Date) {
  const marked = await q
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return marked.length;
}

/**
 * Notifications that arrived before `readBefore` and were read, or arrived before `anyBefore`
 * (the earlier of the two). Said with created_at first, so the scan is a range of its index.
 */
export function deleteOldNotifications(q: Queryable, readBefore: Date, anyBefore: Date) {
  return deleteInBatches(
    q,
    notifications,
    and(lt(notifications.createdAt, readBefore), or(isNotNull(notifications.readAt), lt(notifications.createdAt, anyBefore)))!,
  );
}
