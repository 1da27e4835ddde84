import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { scheduledBackup } from '../db/schema/operations';

const ONE_ROW = 1;
const theRow = eq(scheduledBackup.id, ONE_ROW);

/**
 * Takes the scheduled backup's run when it is due and no other server holds it (its lease
 * runs out at `leaseUntil`), in one statement: of several servers asking at once, one gets it.
 * The row is made on first sight, due `firstDueAt` (a new deployment waits before its first).
 */
export async function claimDueRun(q: Queryable, claim: { now: Date; firstDueAt: Date; leaseUntil: Date; by: string }): Promise<boolean> {
  await q.insert(scheduledBackup).values({ id: ONE_ROW, createdAt: claim.now, nextDueAt: claim.firstDueAt }).onConflictDoNothing();
  const taken = await q
    .update(scheduledBackup)
    .set({ claimedUntil: claim.leaseUntil, claimedBy: claim.by })
    .where(and(theRow, lte(scheduledBackup.nextDueAt, claim.now), or(isNull(scheduledBackup.claimedUntil), lte(scheduledBackup.claimedUntil, claim.now))))
    .returning({ id: scheduledBackup.id });
  return taken.length > 0;
}

/** A backup was written (by the schedule, or by `npm run backup` when `nextDueAt` is absent). */
export async function recordSuccess(q: Queryable, success: { at: Date; archive: string; bytes: number; nextDueAt?: Date }): Promise<void> {
  const outcome = { lastSuccessAt: success.at, lastArchive: success.archive, lastBytes: success.bytes };
  if (!success.nextDueAt) {
    // The command's backup counts for the age; the schedule keeps its own time.
    await q.insert(scheduledBackup).values({ id: ONE_ROW, createdAt: success.at, nextDueAt: success.at, ...outcome }).onConflictDoUpdate({ target: scheduledBackup.id, set: outcome });
    return;
  }
  await q.update(scheduledBackup).set({ ...outcome, nextDueAt: success.nextDueAt, claimedUntil: null, claimedBy: null }).where(theRow);
}

/** The scheduled run failed: tried again at `nextDueAt`, the error kept for the operator. */
export async function recordFailure(q: Queryable, failure: { at: Date; error: string; nextDueAt: Date }): Promise<void> {
  await q
    .update(scheduledBackup)
    .set({ lastFailedAt: failure.at, lastError: failure.error, nextDueAt: failure.nextDueAt, claimedUntil: null, claimedBy: null })
    .where(theRow);
}

/**
 * Seconds since the newest backup, or, before the first, since the schedule first ran (a new
 * deployment is not overdue at once); null when nothing was ever scheduled or backed up.
 */
export async function backupAgeSeconds(q: Queryable, now: Date): Promise<number | null> {
  const [row] = await q.select({ success: scheduledBackup.lastSuccessAt, created: scheduledBackup.createdAt }).from(scheduledBackup).where(theRow);
  if (!row) return null;
  return Math.max(0, (now.getTime() - (row.success ?? row.created).getTime()) / 1000);
}

/**
 * After a restore or an export: the copied row still holds the source's claim (it was taken
 * before the dump) and its older backup time. The archive itself is the newest backup (made
 * at `backedUpAt`; an export has none), and the run that made it belongs to the old deployment:
 * no claim stays.
 */
export async function resetAfterCopy(q: Queryable, copy: { backedUpAt?: Date }): Promise<void> {
  const newest = copy.backedUpAt ? { lastSuccessAt: sql`greatest(${scheduledBackup.lastSuccessAt}, ${copy.backedUpAt.toISOString()}::timestamptz)` } : {};
  await q.update(scheduledBackup).set({ claimedUntil: null, claimedBy: null, ...newest }).where(theRow);
}
