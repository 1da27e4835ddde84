import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { authSessions, users } from '../db/schema/auth';
import { pushSubscriptions } from '../db/schema/notifications';

/**
 * The device a queued push goes to, and its member's language. None when the member removed it
 * since, stopped it from the devices list, or its session is no longer live (signed out,
 * revoked, expired): a push queued before the device was signed out is dropped. None either when
 * the registration belongs to another session than the one the push was queued for (the browser
 * or token was registered since by another session: maybe another member's on a shared device).
 * Expiry is checked at the database's time (the handler has no clock; in production they agree).
 */
export async function subscriptionById(q: Queryable, id: string, sessionId: string) {
  const [row] = await q
    .select({
      kind: pushSubscriptions.kind,
      token: pushSubscriptions.token,
      keys: pushSubscriptions.keys,
      language: users.language,
      // The app icon's number (PushPayload.badge): the member's unread notifications, this one included.
      unread: sql<number>`(select count(*)::int from notifications n where n.user_id = ${pushSubscriptions.userId} and n.read_at is null)`,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .innerJoin(authSessions, eq(authSessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        eq(pushSubscriptions.id, id),
        eq(pushSubscriptions.sessionId, sessionId),
        isNull(pushSubscriptions.stoppedAt),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function deleteSubscription(q: Queryable, id: string) {
  await q.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
