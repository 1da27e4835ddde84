import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildInfo } from '../build-info';
import type { Platform } from '../platform';
import { megabytes } from './megabytes';
import { keepNewestArchives, scheduledArchiveName } from './keep-newest';
import { backupAgeSeconds, claimDueRun, recordFailure, recordSuccess, releaseRun } from './schedule-repo';
import { writeBackup } from './write-backup';

const HOUR_MS = 60 * 60 * 1000;
/** A new deployment's first backup waits this long after its first start (there is little to keep before). */
const FIRST_BACKUP_AFTER_MS = HOUR_MS;
/** Long enough for a large archive; a server that died holding the run frees it when this runs out. */
const LEASE_MS = 6 * HOUR_MS;
/** A failed run is tried again this soon (or at the next due time, when that is sooner). */
const RETRY_AFTER_MS = HOUR_MS;
/** Room a run wants on BACKUP_DIR's disk, as a share of the last archive: a full disk is the database's too. */
const FREE_SPACE_MARGIN = 1.2;

/** For the metric mithaq_backup_age_seconds (server/src/platform/metrics.ts). */
export const scheduledBackupAge = (platform: Platform) => backupAgeSeconds(platform.database.db, platform.clock.now());

export type ScheduledBackupOutcome = { ran: false } | { ran: true; archive: string; bytes: number; deleted: string[] };

/** Refuses a run that would fill the disk: the last archive's size, and a margin, must be free. */
async function checkFreeSpace(dir: string, lastBytes: number | null): Promise<void> {
  if (!lastBytes) return;
  const { bavail, bsize } = await fsp.statfs(dir);
  const free = bavail * bsize;
  const needed = Math.ceil(lastBytes * FREE_SPACE_MARGIN);
  if (free < needed) {
    throw new Error(`not enough free space in BACKUP_DIR (${dir}): ${megabytes(free)} free, the last archive was ${megabytes(lastBytes)}; free some, lower BACKUP_KEEP or move BACKUP_DIR`);
  }
}

/**
 * The scheduled backup (BACKUP_EVERY_HOURS, BACKUP_KEEP, BACKUP_DIR): when it is due, the one
 * server that claims the run writes the same archive as `npm run backup` into BACKUP_DIR, records
 * it (the backup-age metric reads the record) and keeps the newest BACKUP_KEEP archives. A failure
 * is recorded, tried again within the hour, and thrown (the job runner logs it and counts it).
 * `signal` (the server stopping) ends a run between two archive entries: nothing is left, the
 * claim is given back and the run is due again at once, for the next server that asks.
 */
export async function runScheduledBackup(platform: Platform, signal?: AbortSignal): Promise<ScheduledBackupOutcome> {
  const { everyHours, keep, dir } = platform.config.backup;
  if (everyHours === 0 || signal?.aborted) return { ran: false };
  const db = platform.database.db;
  const startedAt = platform.clock.now();
  const by = `${os.hostname()}:${process.pid}`;
  const claim = await claimDueRun(db, {
    now: startedAt,
    firstDueAt: new Date(startedAt.getTime() + FIRST_BACKUP_AFTER_MS),
    leaseUntil: new Date(startedAt.getTime() + LEASE_MS),
    by,
  });
  if (!claim) return { ran: false };
  const every = everyHours * HOUR_MS;
  let summary;
  try {
    await fsp.mkdir(dir, { recursive: true });
    await checkFreeSpace(dir, claim.lastBytes);
    summary = await writeBackup(
      {
        database: platform.database,
        postgresUrl: platform.config.databaseUrl,
        storage: platform.storage,
        mediaSource: platform.config.s3 ? 's3' : 'local',
        build: buildInfo(platform.config.commit),
      },
      path.join(dir, scheduledArchiveName(startedAt)),
      { createdAt: startedAt, signal },
    );
  } catch (error) {
    const at = platform.clock.now();
    if (signal?.aborted) {
      await releaseRun(db, { by, nextDueAt: at });
      platform.logger.warn({ job: 'scheduled-backup' }, 'scheduled backup stopped by the shutdown; due again at once');
      return { ran: false };
    }
    await recordFailure(db, { by, at, error: (error as Error).message.slice(0, 2000), nextDueAt: new Date(at.getTime() + Math.min(RETRY_AFTER_MS, every)) });
    throw error;
  }
  const finishedAt = platform.clock.now();
  await recordSuccess(db, { by, at: finishedAt, archive: summary.archive, bytes: summary.bytes, nextDueAt: new Date(startedAt.getTime() + every) });
  const log = { archive: summary.archive, bytes: summary.bytes, method: summary.method };
  if (summary.method === 'logical-jsonl') {
    platform.logger.warn(log, 'scheduled backup written without pg_dump (not installed): only this Mithaq version restores it');
  }
  // A prune that fails leaves more archives than BACKUP_KEEP, not a failed backup: logged only.
  let deleted: string[] = [];
  try {
    deleted = await keepNewestArchives(dir, keep, finishedAt, summary.archive);
  } catch (error) {
    platform.logger.error({ err: error, dir }, 'scheduled backup written, but the old archives could not be pruned');
  }
  platform.logger.info({ ...log, deleted }, 'scheduled backup written');
  return { ran: true, archive: summary.archive, bytes: summary.bytes, deleted };
}
