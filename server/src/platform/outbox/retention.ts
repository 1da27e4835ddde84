import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import * as repo from './repo';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a delivered row stays: a day, to answer "did my mail leave?". A row holds its link or
 * message preview until it is sent (then only address and subject, or device and type).
 */
export const OUTBOX_SENT_KEPT_MS = 24 * HOUR_MS;
/** How long a row given up after its last attempt stays for inspection: a week. It still holds its link. */
export const OUTBOX_FAILED_KEPT_MS = 7 * 24 * HOUR_MS;
/** Rows deleted per statement, so one run never holds many locks at once. */
const BATCH = 5000;

/** Deletes sent rows older than a day and given-up rows older than a week (hourly); answers how many. */
export async function pruneOutbox(deps: { db: Db; clock: Clock }): Promise<number> {
  const now = deps.clock.now().getTime();
  const cutoffs = { sentBefore: new Date(now - OUTBOX_SENT_KEPT_MS), failedBefore: new Date(now - OUTBOX_FAILED_KEPT_MS) };
  let total = 0;
  for (;;) {
    const deleted = await repo.deleteDone(deps.db, cutoffs, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
