import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { createArchiveWriter, type ArchivedFile, type ArchiveWriter } from '../platform/backup/archive';
import { databaseFacts, pgDumpInstalled, pgDumpWithFacts, type DatabaseFacts } from '../platform/backup/database';
import { writeLogicalDump } from '../platform/backup/logical-file';
import { DATABASE_ENTRY, LOGICAL_DATABASE_ENTRY, MANIFEST_FORMAT, MANIFEST_FORMAT_VERSION, MANIFEST_PATH, mediaEntryOf, type Manifest } from '../platform/backup/manifest';
import type { BuildInfo } from '../platform/build-info';
import type { Database } from '../platform/db/connect';
import { EmbeddedDatabaseInUseError } from '../platform/db/embedded-lock';
import { isValidStorageKey, type Storage } from '../platform/storage/storage';

export const BACKUP_USAGE = 'Usage: npm run backup -- --to <archive.tar.gz>   (a new file: an existing one is never overwritten)';

export interface BackupIo {
  output: Writable;
  errors: Writable;
}

export interface BackupDeps {
  /** Opened once the flags are right, closed by the command. */
  openDatabase: () => Promise<Database>;
  /** DATABASE_URL, for pg_dump, when the database is PostgreSQL. */
  postgresUrl?: string;
  storage: Storage;
  mediaSource: 'local' | 's3';
  build: Pick<BuildInfo, 'version' | 'commit'>;
  now: () => Date;
  /** Whether pg_dump is here (default: run it and see); without it PostgreSQL is copied through the app. */
  pgDumpAvailable?: () => Promise<boolean>;
}

function parse(argv: string[]): { to: string } | null {
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help || positionals.length > 0 || !values.to) return null;
    return { to: values.to };
  } catch {
    return null; // an unknown option: the usage says what is known
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Adds one entry to the archive being written, answering its checksum. */
type AddEntry = (path: string, size: number, source: Readable) => Promise<ArchivedFile>;

interface DatabasePart {
  facts: DatabaseFacts;
  file: ArchivedFile;
  method: Manifest['database']['method'];
}

/** The embedded database: PGlite's own dump. This process holds it alone (the lock), so counts and dump agree. */
async function addEmbeddedDatabase(database: Database, add: AddEntry): Promise<DatabasePart> {
  if (!database.dumpDataDir) throw new Error('this embedded database cannot dump itself');
  const facts = await databaseFacts(database.db);
  const dump = await database.dumpDataDir();
  const body = Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>);
  return { facts, file: await add(DATABASE_ENTRY.pglite, dump.size, body), method: 'pglite-dumpDataDir' };
}

/**
 * PostgreSQL: pg_dump's custom format, or without pg_dump the logical copy through the app
 * (server/src/platform/backup/logical.ts); next to the archive first (its size goes in the tar header).
 */
async function addPostgresDatabase(database: Database, url: string | undefined, archive: string, add: AddEntry, pgDumpAvailable = pgDumpInstalled): Promise<DatabasePart> {
  const logical = !(await pgDumpAvailable());
  if (!url && !logical) throw new Error('no DATABASE_URL to dump');
  const dumpFile = `${archive}.pgdump.partial`;
  try {
    const facts = logical ? await writeLogicalDump(database, dumpFile) : await pgDumpWithFacts(database, url!, dumpFile);
    const { size } = await fsp.stat(dumpFile);
    const entry = logical ? LOGICAL_DATABASE_ENTRY : DATABASE_ENTRY.postgres;
    return { facts, file: await add(entry, size, fs.createReadStream(dumpFile)), method: logical ? 'logical-jsonl' : 'pg_dump-custom' };
  } finally {
    await fsp.rm(dumpFile, { force: true });
  }
}

/**
 * npm run backup: one gzip tar with the database (PGlite's dump, or pg_dump's custom format),
 * every picture of the store (DATA_DIR/media or the bucket, streamed one at a time) and, last,
 * manifest.json: versions, the database's kind, migration level and row counts, and each
 * entry's size and sha256 (server/src/cli/restore-command.ts checks them all before writing).
 * The database is dumped first: a picture uploaded meanwhile is in the archive without its row
 * (harmless, storage:gc finds it); one deleted meanwhile is missing. Written as FILE.partial
 * and renamed when complete, so FILE is always whole. Prints the archive's path last.
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
  const partial = `${archive}.partial`;
  const createdAt = deps.now();
  let writer: ArchiveWriter;
  try {
    writer = await createArchiveWriter(partial);
  } catch (error) {
    io.errors.write(`\nCannot write ${partial}: ${(error as Error).message}. No archive was written.\n\n`);
    return 1;
  }
  try {
    const files: ArchivedFile[] = [];
    const add = async (entry: string, size: number, source: Readable | Buffer) => {
      const file = await writer.add(entry, size, source);
      files.push(file);
      return file;
    };
    io.errors.write(`backup: dumping the ${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}…\n`);
    const dumped = database.kind === 'pglite' ? await addEmbeddedDatabase(database, add) : await addPostgresDatabase(database, deps.postgresUrl, archive, add, deps.pgDumpAvailable);

    io.errors.write(`backup: copying the pictures from ${deps.mediaSource === 's3' ? 'the bucket' : 'DATA_DIR/media'}…\n`);
    const media = { files: 0, bytes: 0, leftOut: 0, vanished: 0 };
    for await (const listed of deps.storage.list()) {
      // Half-written local files (*.tmp) and another tool's objects are not ours to restore.
      if (!isValidStorageKey(listed.key)) {
        media.leftOut += 1;
        continue;
      }
      const object = await deps.storage.get(listed.key);
      if (!object) {
        media.vanished += 1; // deleted since the listing
        continue;
      }
      await add(mediaEntryOf(listed.key), object.size, object.body);
      media.files += 1;
      media.bytes += object.size;
    }

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      formatVersion: MANIFEST_FORMAT_VERSION,
      app: { version: deps.build.version, commit: deps.build.commit },
      createdAt: createdAt.toISOString(),
      database: { kind: database.kind, method: dumped.method, path: dumped.file.path, migrations: dumped.facts.migrations },
      media: { source: deps.mediaSource },
      counts: { rows: dumped.facts.rows, mediaFiles: media.files, mediaBytes: media.bytes },
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_PATH, manifestBytes.length, manifestBytes);
    await writer.close();
    await fsp.rename(partial, archive);

    const { size } = await fsp.stat(archive);
    const rows = Object.values(dumped.facts.rows).reduce((sum, n) => sum + n, 0);
    io.output.write(
      [
        `Backed up the ${database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database (${rows} rows in ${Object.keys(dumped.facts.rows).length} tables, migration level ${dumped.facts.migrations.applied}) and ${media.files} pictures (${megabytes(media.bytes)}).`,
        ...(dumped.method === 'logical-jsonl' ? ['pg_dump is not installed here: the database was copied through the app (restorable by this Mithaq version only).'] : []),
        ...(media.leftOut > 0 ? [`Left out ${media.leftOut} stored files the server did not make (half-written, another tool's).`] : []),
        ...(media.vanished > 0 ? [`${media.vanished} pictures were deleted while the backup ran: not in the archive.`] : []),
        `Archive: ${megabytes(size)}, restore it with: npm run restore -- ${archive}`,
        archive,
      ].join('\n') + '\n',
    );
    return 0;
  } catch (error) {
    writer.abort();
    await fsp.rm(partial, { force: true });
    io.errors.write(`\nThe backup failed: ${(error as Error).message}. No archive was written.\n\n`);
    return 1;
  }
}
