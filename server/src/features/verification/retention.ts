import { FRAUD_SELFIE_RETENTION_DAYS, SELFIE_RETENTION_DAYS } from '@mithaq/contract/verification';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * The privacy policy's retention, run by the jobs on any number of servers: selfies of approved
 * and of plainly rejected requests go 30 days after the decision, those of fraud rejections
 * after 2 years, each with the thumbnails of removed pictures kept for its re-review. Each batch is claimed with FOR UPDATE SKIP LOCKED and its files are deleted
 * while the rows are held, before `selfie_path` is cleared in the same transaction: each selfie
 * is taken by one run, and a crash before the commit leaves the row to the next run (deleting
 * a file twice is harmless; a file left behind with no row pointing at it would not be).
 */
export async function purgeExpiredSelfies(deps: Pick<Platform, 'database' | 'bus' | 'clock' | 'storage' | 'logger'>) {
  let purged = 0;
  for (;;) {
    const now = deps.clock.now();
    const done = await inTransaction(deps, async (tx) => {
      const plainBefore = new Date(now.getTime() - SELFIE_RETENTION_DAYS * DAY_MS);
      const fraudBefore = new Date(now.getTime() - FRAUD_SELFIE_RETENTION_DAYS * DAY_MS);
      const due = await repo.claimExpiredSelfies(tx, plainBefore, fraudBefore, BATCH);
      // A re-review's thumbnails of removed pictures go with its selfie.
      const thumbs = await repo.keptPicturesOf(tx, due.map((row) => row.id));
      const filesOf = (id: string, selfiePath: string) => [selfiePath, ...thumbs.filter((t) => t.requestId === id).map((t) => t.thumbPath)];
      const results = await Promise.all(due.map((row) => Promise.allSettled(filesOf(row.id, row.selfiePath!).map((key) => deps.storage.delete(key)))));
      // A file that would not go keeps its row, for the next run to try again.
      const deleted = due.filter((_, index) => results[index]!.every((result) => result.status === 'fulfilled'));
      for (const result of results.flat()) if (result.status === 'rejected') deps.logger.error({ err: result.reason }, 'selfie file not deleted');
      await repo.clearSelfies(tx, deleted.map((row) => row.id), now);
      return { claimed: due.length, deleted: deleted.length };
    });
    purged += done.deleted;
    if (done.claimed < BATCH || done.deleted === 0) break;
  }
  if (purged > 0) deps.logger.info({ purged }, 'selfies past their retention deleted');
  return purged;
}
