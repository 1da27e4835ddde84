import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { megabytes } from '../platform/backup/megabytes';
import { recordCommandBackup } from '../platform/backup/schedule-repo';
import { ArchiveNotWritableError, writeBackup, type BackupSource, type BackupSummary } from '../platform/backup/write-backup';
import type { Database } from '../platform/db/connect';
import { EmbeddedDatabaseInUseError } from '../platform/db/embedded-lock';

export const BACKUP_USAGE = 'Usage: npm run backup -- --to <archive.tar.gz>   (a new file: an existing one is never overwritten)';

export interface BackupIo {
  output: Writable;
  errors: Writable;
}

export type BackupDeps = Omit<BackupSource, 'database'> & {
  /** Opened once the flags are right, closed by the command. */
  openDatabase: () => Promise<Database>;
  now: () => Date;
  /** BACKUP_EVERY_HOURS: a schedule that never ran starts one period after this backup (default 24). */
  scheduleEveryHours?: number;
};

function parse(argv: string[]): { to: string } | null {
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help || positionals.length > 0 || !values.to) return null;
    return { to: values.to };
  } catch {
    return null; // an unknown option: the usage says what is known
  }
}

/**
 * npm run backup: the archive of server/src/platform/backup/write-backup.ts (the database, the
 * pictures and a manifest with checksums) at a new path, then a summary and, last, the path.
 * Answers the exit code: 0 done, 1 failed (no archive left), 2 wrong usage.
 */
export async function backupCommand(argv: string[], io: BackupIo, deps: BackupDeps): Promise<number> {
  const options = parse(argv);
  if (!options) {
    io.errors.write(`\n${BACKUP_USAGE}\n\n`);
    return 2;
  }
  const archive = path.resolve(options.to);
  if (fs.existsSync(archive)) {
    io.errors.write(`\n${archive} exists already: name a new file (a backup never overwrites one).\n\n`);
    return 1;
  }
  let database: Database;
  try {
    database = await deps.openDatabase();
  } catch (error) {
    const message =
      error instanceof EmbeddedDatabaseInUseError
        ? `The embedded database (PGlite) can be opened by one process only, and a server (pid ${error.pid}) has it: stop the server, run the backup, start the server again. (With DATABASE_URL, PostgreSQL is backed up while the servers run.)`
        : `Cannot open the database: ${(error as Error).message}.`;
    io.errors.write(`\n${message} No archive was written.\n\n`);
    return 1;
  }
  try {
    return await writeArchive(archive, io, deps, database);
  } finally {
    await database.close();
  }
}

async function writeArchive(archive: string, io: BackupIo, deps: BackupDeps, database: Database): Promise<number> {
  const { openDatabase: _open, now: _now, scheduleEveryHours: _every, ...configured } = deps;
  const source: BackupSource = { ...configured, database };
  let summary: BackupSummary;
  try {
    summary = await writeBackup(source, archive, { createdAt: deps.now(), progress: (step) => io.errors.write(`backup: ${step}…\n`) });
  } catch (error) {
    const why = error instanceof ArchiveNotWritableError ? error.message : `The backup failed: ${(error as Error).message}`;
    io.errors.write(`\n${why}. No archive was written.\n\n`);
    return 1;
  }
  try {
    const at = deps.now();
    const nextDueAt = new Date(at.getTime() + (deps.scheduleEveryHours ?? 24) * 60 * 60 * 1000);
    await recordCommandBackup(database.db, { at, archive, bytes: summary.bytes, nextDueAt });
  } catch (error) {
    // A read-only database role can back up but not record: the archive is whole all the same.
    io.errors.write(`backup: the archive is whole, but its time was not recorded for the backup-age metric: ${(error as Error).message}\n`);
  }
  const { facts, media } = summary;
  const rows = Object.values(facts.rows).reduce((sum, n) => sum + n, 0);
  io.output.write(
    [
      `Backed up the ${database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database (${rows} rows in ${Object.keys(facts.rows).length} tables, migration level ${facts.migrations.applied}) and ${media.files} pictures (${megabytes(media.bytes)}).`,
      ...(summary.method === 'logical-jsonl' ? ['pg_dump is not installed here: the database was copied through the app (restorable by this Mithaq version only).'] : []),
      ...(media.leftOut > 0 ? [`Left out ${media.leftOut} stored files the server did not make (half-written, another tool's).`] : []),
      ...(media.vanished > 0 ? [`${media.vanished} pictures were deleted while the backup ran: not in the archive.`] : []),
      `Archive: ${megabytes(summary.bytes)}, restore it with: npm run restore -- ${archive}`,
      archive,
    ].join('\n') + '\n',
  );
  return 0;
}
