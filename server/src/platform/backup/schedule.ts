import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildInfo } from '../build-info';
import type { Platform } from '../platform';
import { keepNewestArchives, scheduledArchiveName } from './keep-newest';
import { backupAgeSeconds, claimDueRun, recordFailure, recordSuccess } from './schedule-repo';
import { writeBackup } from './write-backup';

const HOUR_MS = 60 * 60 * 1000;
/** A new deployment's first backup waits this long after its first start (there is little to keep before). */
const FIRST_BACKUP_AFTER_MS = HOUR_MS;
/** Long enough for a large archive; a server that died holding the run frees it when this runs out. */
const LEASE_MS = 6 * HOUR_MS;
/** A failed run is tried again this soon (or at the next due time, when that is sooner). */
const RETRY_AFTER_MS = HOUR_MS;

/** For the metric mithaq_backup_age_seconds (server/src/platform/metrics.ts). */
export const scheduledBackupAge = (platform: Platform) => backupAgeSeconds(platform.database.db, platform.clock.now());

export type ScheduledBackupOutcome = { ran: false } | { ran: true; archive: string; bytes: number; deleted: string[] };

/**
 * The scheduled backup (BACKUP_EVERY_HOURS, BACKUP_KEEP, BACKUP_DIR): when it is due, the one
 * server that claims the run writes the same archive as `npm run backup` into BACKUP_DIR, records
 * it (the backup-age metric reads the record) and keeps the newest BACKUP_KEEP archives. A failure
 * is recorded, tried again within the hour, and thrown (the job runner logs it and counts it).
 */
export async function runScheduledBackup(platform: Platform): Promise<ScheduledBackupOutcome> {
  const { everyHours, keep, dir } = platform.config.backup;
  if (everyHours === 0) return { ran: false };
  const db = platform.database.db;
  const startedAt = platform.clock.now();
  const claimed = await claimDueRun(db, {
    now: startedAt,
    firstDueAt: new Date(startedAt.getTime() + FIRST_BACKUP_AFTER_MS),
    leaseUntil: new Date(startedAt.getTime() + LEASE_MS),
    by: `${os.hostname()}:${process.pid}`,
  });
  if (!claimed) return { ran: false };
  const every = everyHours * HOUR_MS;
  try {
    await fsp.mkdir(dir, { recursive: true });
    const summary = await writeBackup(
      {
        database: platform.database,
        postgresUrl: platform.config.databaseUrl,
        storage: platform.storage,
        mediaSource: platform.config.s3 ? 's3' : 'local',
        build: buildInfo(platform.config.commit),
      },
      path.join(dir, scheduledArchiveName(startedAt)),
      startedAt,
    );
    const finishedAt = platform.clock.now();
    await recordSuccess(db, { at: finishedAt, archive: summary.archive, bytes: summary.bytes, nextDueAt: new Date(startedAt.getTime() + every) });
    const deleted = await keepNewestArchives(dir, keep, finishedAt);
    platform.logger.info({ archive: summary.archive, bytes: summary.bytes, deleted }, 'scheduled backup written');
    return { ran: true, archive: summary.archive, bytes: summary.bytes, deleted };
  } catch (error) {
    const at = platform.clock.now();
    await recordFailure(db, { at, error: (error as Error).message.slice(0, 2000), nextDueAt: new Date(at.getTime() + Math.min(RETRY_AFTER_MS, every)) });
    throw error;
  }
}
