import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/connect';
import { outbox } from '../db/schema/notifications';
import { OUTBOX_LANES, type OutboxLane } from './lanes';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxKind = OutboxRow['kind'];
/** A row a worker holds: what it sends, and the token that proves the lease is still its own. */
export type ClaimedRow = Pick<OutboxRow, 'id' | 'kind' | 'payload' | 'attempts' | 'nextAttemptAt'> & { leaseToken: string };

/** A push row's lane is set by the database (a trigger on `kind`); mail is `account` unless told. */
export async function insert(q: Queryable, kind: OutboxKind, payload: unknown, now: Date, lane?: OutboxLane) {
  await q.insert(outbox).values({ kind, payload, nextAttemptAt: now, createdAt: now, ...(lane ? { lane } : {}) });
}

/** Waiting for a worker: not done, due by `now`, and not held under a live lease. */
const waiting = (lane: OutboxLane, now: Date) =>
  and(
    eq(outbox.lane, lane),
    isNull(outbox.sentAt),
    isNull(outbox.failedAt),
    lte(outbox.nextAttemptAt, now),
    or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, now)),
  );

/**
 * Leases up to `limit` waiting rows of a lane until `leaseUntil`, counting an attempt each, in
 * one statement (its own short transaction): rows another worker is claiming are skipped (FOR
 * UPDATE SKIP LOCKED), and a claimed row is not claimable again until its lease runs out. Oldest
 * due first, in the order they were queued.
 */
export async function claimDue(
  q: Queryable,
  claim: { lane: OutboxLane; now: Date; limit: number; leaseUntil: Date; token: string },
): Promise<ClaimedRow[]> {
  const due = q
    .select({ id: outbox.id })
    .from(outbox)
    .where(waiting(claim.lane, claim.now))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const rows = await q
    .update(outbox)
    .set({ leaseUntil: claim.leaseUntil, leaseToken: claim.token, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, kind: outbox.kind, payload: outbox.payload, attempts: outbox.attempts, nextAttemptAt: outbox.nextAttemptAt });
  return rows
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
    .map((row) => ({ ...row, leaseToken: claim.token }));
}

/** Only the worker whose lease still holds may write the outcome; true when it did. */
const held = (row: ClaimedRow) => and(eq(outbox.id, row.id), eq(outbox.leaseToken, row.leaseToken));
const released = { leaseUntil: null, leaseToken: null };

/** Done: the row keeps only what its kind's handler says (`kept`), no secret link or message text. */
export async function markSent(q: Queryable, row: ClaimedRow, values: { sentAt: Date; kept: unknown }): Promise<boolean> {
  const written = await q.update(outbox).set({ sentAt: values.sentAt, payload: values.kept, ...released }).where(held(row)).returning({ id: outbox.id });
  return written.length > 0;
}

export async function markFailed(
  q: Queryable,
  row: ClaimedRow,
  values: { lastError: string; nextAttemptAt: Date; failedAt: Date | null },
): Promise<boolean> {
  const written = await q.update(outbox).set({ ...values, ...released }).where(held(row)).returning({ id: outbox.id });
  return written.length > 0;
}

/** Not tried after all (the host was busy): back in the queue at `nextAttemptAt`, its attempt given back. */
export async function postpone(q: Queryable, row: ClaimedRow, nextAttemptAt: Date): Promise<boolean> {
  const written = await q
    .update(outbox)
    .set({ nextAttemptAt, attempts: sql`${outbox.attempts} - 1`, ...released })
    .where(held(row))
    .returning({ id: outbox.id });
  return written.length > 0;
}

export interface LaneBacklog {
  lane: OutboxLane;
  due: number;
  oldestDueSeconds: number;
}

/**
 * Per lane: how many rows wait for a worker (counted up to `cap`: a runaway queue costs no more
 * than that to measure), and how many seconds the oldest of them has waited (0: none).
 */
export function dueBacklog(q: Queryable, now: Date, cap: number): Promise<LaneBacklog[]> {
  return Promise.all(
    OUTBOX_LANES.map(async (lane) => {
      const due = q.select({ at: outbox.nextAttemptAt }).from(outbox).where(waiting(lane, now)).orderBy(asc(outbox.nextAttemptAt)).limit(cap).as('due');
      const [row] = await queryRows<{ due: number; age: number | null }>(
        q,
        sql`select count(*)::int as due, extract(epoch from (${now.toISOString()}::timestamptz - min(${due.at})))::float8 as age from ${due}`,
      );
      return { lane, due: row?.due ?? 0, oldestDueSeconds: Math.max(0, row?.age ?? 0) };
    }),
  );
}

/** Deletes up to `limit` rows sent before `sentBefore` or given up before `failedBefore`; answers how many. */
export async function deleteDone(q: Queryable, cutoffs: { sentBefore: Date; failedBefore: Date }, limit: number): Promise<number> {
  const done = q
    .select({ id: outbox.id })
    .from(outbox)
    .where(or(lt(outbox.sentAt, cutoffs.sentBefore), lt(outbox.failedAt, cutoffs.failedBefore)))
    .limit(limit);
  const deleted = await q.delete(outbox).where(inArray(outbox.id, done)).returning({ id: outbox.id });
  return deleted.length;
}
