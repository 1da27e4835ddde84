import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/connect';
import { outbox } from '../db/schema/notifications';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxKind = OutboxRow['kind'];

export async function insert(q: Queryable, kind: OutboxKind, payload: unknown, now: Date) {
  await q.insert(outbox).values({ kind, payload, nextAttemptAt: now, createdAt: now });
}

/**
 * Up to `limit` rows due by `now`, oldest due first, locked: rows another server holds are
 * skipped (FOR UPDATE SKIP LOCKED), so several workers never send the same row.
 */
export function claimDue(q: Queryable, now: Date, limit: number): Promise<OutboxRow[]> {
  return q
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Done: the row keeps only what its kind's handler says (`kept`), no secret link or message text. */
export async function markSent(q: Queryable, id: number, values: { sentAt: Date; attempts: number; kept: unknown }) {
  await q.update(outbox).set({ sentAt: values.sentAt, attempts: values.attempts, payload: values.kept }).where(eq(outbox.id, id));
}

export async function markFailed(
  q: Queryable,
  id: number,
  values: { attempts: number; lastError: string; nextAttemptAt: Date; failedAt: Date | null },
) {
  await q.update(outbox).set(values).where(eq(outbox.id, id));
}

/**
 * How many rows are due and undelivered (counted up to `cap`: a runaway queue costs no more than
 * that to measure), and how many seconds the oldest of them has waited (0: none).
 */
export async function dueBacklog(q: Queryable, now: Date, cap: number): Promise<{ due: number; oldestDueSeconds: number }> {
  const due = q
    .select({ at: outbox.nextAttemptAt })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(cap)
    .as('due');
  const [row] = await queryRows<{ due: number; age: number | null }>(
    q,
    sql`select count(*)::int as due, extract(epoch from (${now.toISOString()}::timestamptz - min(${due.at})))::float8 as age from ${due}`,
  );
  return { due: row?.due ?? 0, oldestDueSeconds: Math.max(0, row?.age ?? 0) };
}
