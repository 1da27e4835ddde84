import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { outbox } from '../db/schema/notifications';

/**
 * The operators' view of the outbox (the admin Deliveries tab): rows given up or still waiting,
 * and the two things an operator may do with one. Only the fields the tab shows are read out of
 * a payload (a mail's address, a push's type and device), never the rest: links and message text
 * stay in the database.
 */

export type UnsentStatus = 'failed' | 'waiting' | 'all';

/**
 * A row not tried yet counts as waiting only once it is this late: a fresh row is about to leave
 * and is nothing an operator needs to see.
 */
export const OVERDUE_MS = 60_000;

const failed = and(isNull(outbox.sentAt), isNotNull(outbox.failedAt));
const waitingAt = (now: Date) =>
  and(
    isNull(outbox.sentAt),
    isNull(outbox.failedAt),
    or(gt(outbox.attempts, 0), lte(outbox.nextAttemptAt, new Date(now.getTime() - OVERDUE_MS))),
  );

const statusFilter = (status: UnsentStatus, now: Date): SQL | undefined =>
  status === 'failed' ? failed : status === 'waiting' ? waitingAt(now) : or(failed, waitingAt(now));

/**
 * A push's member: the name on the profile of the registration's owner (null once either is gone).
 * Spelled out with its tables: a select from one table prints its columns unqualified.
 */
const pushMember = sql<string | null>`case when "outbox"."kind" = 'push' then (
  select "profiles"."name" from "push_subscriptions" join "profiles" on "profiles"."id" = "push_subscriptions"."user_id"
  where "push_subscriptions"."id"::text = "outbox"."payload"->>'subscriptionId') end`;

/** Failed and waiting rows, newest first (by id: the order they were queued), after the row `beforeId`. */
export function unsentPage(q: Queryable, filter: { status: UnsentStatus; now: Date; beforeId: number | null; limit: number }) {
  return q
    .select({
      id: outbox.id,
      kind: outbox.kind,
      mailTo: sql<string | null>`case when ${outbox.kind} = 'mail' then ${outbox.payload}->>'to' end`,
      pushType: sql<string | null>`case when ${outbox.kind} = 'push' then ${outbox.payload}->'push'->'data'->>'type' end`,
      pushDevice: sql<string | null>`case when ${outbox.kind} = 'push' then ${outbox.payload}->>'subscriptionId' end`,
      pushMember,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      nextAttemptAt: outbox.nextAttemptAt,
      failedAt: outbox.failedAt,
      leaseUntil: outbox.leaseUntil,
    })
    .from(outbox)
    .where(and(statusFilter(filter.status, filter.now), filter.beforeId === null ? undefined : lt(outbox.id, filter.beforeId)))
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}

/** The row, locked for the operator's change (a worker's claim skips it meanwhile: SKIP LOCKED). */
export async function lockRow(q: Queryable, id: number) {
  const [row] = await q
    .select({ id: outbox.id, kind: outbox.kind, sentAt: outbox.sentAt, leaseUntil: outbox.leaseUntil })
    .from(outbox)
    .where(eq(outbox.id, id))
    .for('update');
  return row;
}

/**
 * Due now again, with the full back-off ahead (attempts from 0), the lease cleared; the last
 * error stays until the next attempt replaces it, so the operator still sees why it stopped.
 */
export async function makeDueNow(q: Queryable, id: number, now: Date) {
  await q.update(outbox).set({ failedAt: null, nextAttemptAt: now, attempts: 0, leaseUntil: null, leaseToken: null }).where(eq(outbox.id, id));
}

/** Given up for good: the row and its payload (links, text) go; no worker can send it afterwards. */
export async function deleteRow(q: Queryable, id: number) {
  await q.delete(outbox).where(eq(outbox.id, id));
}
