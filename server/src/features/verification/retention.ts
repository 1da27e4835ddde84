import { FRAUD_SELFIE_RETENTION_DAYS, SELFIE_RETENTION_DAYS } from '@mithaq/contract/verification';
import { inTransaction } from '../../platform/after-commit';
import { daysBefore } from '../../platform/clock';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';
import { queueSelfieFileDeletes } from './service';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'logger'>;

const BATCH = 100;

/** Rows claimed for purging, each with the files that go with it. */
interface Due<Row> {
  row: Row;
  files: string[];
}

/**
 * Runs `claim` in batches until nothing is due. Each batch is claimed with FOR UPDATE SKIP LOCKED,
 * its files are queued for deletion and its rows cleared in the same transaction: each row is
 * taken by one run, and the outbox deletes the files once it commits, retrying a store that is
 * down (platform/storage/deletes.ts), so no file is left with no row pointing at it.
 */
async function purgeInBatches<Row>(
  deps: Deps,
  claim: (tx: Tx, now: Date) => Promise<Due<Row>[]>,
  clear: (tx: Tx, rows: Row[], now: Date) => Promise<void>,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const now = deps.clock.now();
    const claimed = await inTransaction(deps, async (tx) => {
      const due = await claim(tx, now);
      await queueSelfieFileDeletes(tx, due.flatMap(({ files }) => files), now);
      await clear(tx, due.map(({ row }) => row), now);
      return due.length;
    });
    purged += claimed;
    if (claimed < BATCH) break;
  }
  return purged;
}

/** Each claimed request's selfie and the thumbnails of removed pictures kept with it. */
async function withKeptThumbnails(tx: Tx, rows: { id: string; selfiePath: string | null }[]): Promise<Due<string>[]> {
  const thumbs = await repo.keptPicturesOf(tx, rows.map((row) => row.id));
  return rows.map((row) => ({
    row: row.id,
    files: [row.selfiePath!, ...thumbs.filter((thumb) => thumb.requestId === row.id).map((thumb) => thumb.thumbPath)],
  }));
}

const clearSelfies = (tx: Tx, ids: string[], now: Date) => repo.clearSelfies(tx, ids, now);

/**
 * The privacy policy's retention, run by the jobs on any number of servers:
 * - selfies of approved and of plainly rejected requests go 30 days after the decision, those of
 *   fraud rejections after 2 years, each with the thumbnails of removed pictures kept for it;
 * - a re-review that a change opened with the approval's selfie gives it up (with its kept
 *   thumbnails) 30 days after that approval, decided or not: it then waits for a new selfie, as
 *   one opened with none does;
 * - a thumbnail kept for a re-review goes with its selfie, or 30 days after the picture's removal
 *   if that comes first (the moderator then reads that it was not kept), unless the re-review was
 *   rejected as fraud: then it stays with the selfie.
 * A selfie the member sent to a pending request waits for the moderators' decision.
 */
export async function purgeExpiredSelfies(deps: Deps) {
  const decided = await purgeInBatches(
    deps,
    async (tx, now) =>
      withKeptThumbnails(tx, await repo.claimExpiredSelfies(tx, daysBefore(now, SELFIE_RETENTION_DAYS), daysBefore(now, FRAUD_SELFIE_RETENTION_DAYS), BATCH)),
    clearSelfies,
  );
  const inherited = await purgeInBatches(
    deps,
    async (tx, now) => withKeptThumbnails(tx, await repo.claimInheritedSelfies(tx, daysBefore(now, SELFIE_RETENTION_DAYS), BATCH)),
    clearSelfies,
  );
  const thumbnails = await purgeInBatches(
    deps,
    async (tx, now) =>
      (await repo.claimExpiredThumbnails(tx, daysBefore(now, SELFIE_RETENTION_DAYS), BATCH)).map((row) => ({ row, files: [row.thumbPath] })),
    (tx, rows) => repo.deleteKeptPictures(tx, rows),
  );
  if (decided + inherited + thumbnails > 0) deps.logger.info({ decided, inherited, thumbnails }, 'selfies and kept thumbnails past their retention deleted');
  // Selfies purged (a thumbnail on its own is not one).
  return decided + inherited;
}
