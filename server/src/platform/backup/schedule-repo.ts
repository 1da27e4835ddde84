import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { scheduledBackup } from '../db/schema/operations';

const ONE_ROW = 1;
const theRow = eq(scheduledBackup.id, ONE_ROW);

/**
 * Takes the scheduled backup's run when it is due and no other server holds it (its lease
 * runs out at `leaseUntil`), in one statement: of several servers asking at once, one gets it.
 * The row is made on first sight, due `firstDueAt` (a new deployment waits before its first).
 * Answers the last archive's size (for the free-space check), or null when the run is not ours.
 */
export async function claimDueRun(q: Queryable, claim: { now: Date; firstDueAt: Date; leaseUntil: Date; by: string }): Promise<{ lastBytes: number | null } | null> {
  await q.insert(scheduledBackup).values({ id: ONE_ROW, createdAt: claim.now, nextDueAt: claim.firstDueAt }).onConflictDoNothing();
  const [taken] = await q
    .update(scheduledBackup)
    .set({ claimedUntil: claim.leaseUntil, claimedBy: claim.by })
    .where(and(theRow, lte(scheduledBackup.nextDueAt, claim.now), or(isNull(scheduledBackup.claimedUntil), lte(scheduledBackup.claimedUntil, claim.now))))
    .returning({ lastBytes: scheduledBackup.lastBytes });
  return taken ?? null;
}

/** Only the server whose claim still holds records the run's outcome (a run past its lease has lost it). */
const heldBy = (by: string) => and(theRow, eq(scheduledBackup.claimedBy, by));
const released = { claimedUntil: null, claimedBy: null };

/** The scheduled run wrote its archive: the next is due at `nextDueAt`. */
export async function recordSuccess(q: Queryable, success: { by: string; at: Date; archive: string; bytes: number; nextDueAt: Date }): Promise<void> {
  await q
    .update(scheduledBackup)
    .set({ lastSuccessAt: success.at, lastArchive: success.archive, lastBytes: success.bytes, nextDueAt: success.nextDueAt, ...released })
    .where(heldBy(success.by));
}

/**
 * `npm run backup` wrote an archive: it counts for the backup age; the schedule keeps its own
 * time, and a schedule that never ran starts one period after it (`nextDueAt`).
 */
export async function recordCommandBackup(q: Queryable, backup: { at: Date; archive: string; bytes: number; nextDueAt: Date }): Promise<void> {
  const outcome = { lastSuccessAt: backup.at, lastArchive: backup.archive, lastBytes: backup.bytes };
  await q
    .insert(scheduledBackup)
    .values({ id: ONE_ROW, createdAt: backup.at, nextDueAt: backup.nextDueAt, ...outcome })
    .onConflictDoUpdate({ target: scheduledBackup.id, set: outcome });
}

/** The scheduled run failed: tried again at `nextDueAt`, the error kept for the operator. */
export async function recordFailure(q: Queryable, failure: { by: string; at: Date; error: string; nextDueAt: Date }): Promise<void> {
  await q
    .update(scheduledBackup)
    .set({ lastFailedAt: failure.at, lastError: failure.error, nextDueAt: failure.nextDueAt, ...released })
    .where(heldBy(failure.by));
}

/** The run was stopped (its server shutting down): the claim is given back, due at `nextDueAt`. */
export async function releaseRun(q: Queryable, release: { by: string; nextDueAt: Date }): Promise<void> {
  await q.update(scheduledBackup).set({ nextDueAt: release.nextDueAt, ...released }).where(heldBy(release.by));
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
