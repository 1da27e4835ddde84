import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
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
