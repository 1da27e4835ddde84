import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { BuildInfo } from '../build-info';
import type { Database } from '../db/connect';
import { isValidStorageKey, type Storage } from '../storage/storage';
import { createArchiveWriter, type ArchivedFile } from './archive';
import { databaseFacts, pgDumpInstalled, pgDumpWithFacts, type DatabaseFacts } from './database';
import { writeLogicalDump } from './logical-file';
import { DATABASE_ENTRY, LOGICAL_DATABASE_ENTRY, MANIFEST_FORMAT, MANIFEST_FORMAT_VERSION, MANIFEST_PATH, mediaEntryOf, type Manifest } from './manifest';

/** What a backup reads: the deployment's database and picture store, as its configuration names them. */
export interface BackupSource {
  database: Database;
  /** DATABASE_URL, for pg_dump, when the database is PostgreSQL. */
  postgresUrl?: string;
  storage: Storage;
  mediaSource: 'local' | 's3';
  build: Pick<BuildInfo, 'version' | 'commit'>;
  /** Whether pg_dump is here (default: run it and see); without it PostgreSQL is copied through the app. */
  pgDumpAvailable?: () => Promise<boolean>;
}

/** What went into an archive, for the command's summary and the scheduled backup's record. */
export interface BackupSummary {
  archive: string;
  bytes: number;
  method: Manifest['database']['method'];
  facts: DatabaseFacts;
  media: { files: number; bytes: number; leftOut: number; vanished: number };
}

export interface BackupRun {
  /** The manifest's time (the scheduled run's start, the command's clock). */
  createdAt: Date;
  progress?: (step: string) => void;
  signal?: AbortSignal;
}

/** The archive's file could not be created (a missing folder, no permission): nothing was read yet. */
export class ArchiveNotWritableError extends Error {}

/** Adds one entry to the archive being written, answering its checksum. */
type AddEntry = (path: string, size: number, source: Readable) => Promise<ArchivedFile>;

interface DatabasePart {
  facts: DatabaseFacts;
  file: ArchivedFile;
  method: Manifest['database']['method'];
}

/**
 * The embedded database: PGlite's own dump, with the row counts read in the same transaction.
 * PGlite runs one transaction at a time and its dump waits only for the query in progress, so
 * nothing is written between the counts and the dump, even inside a running server (the
 * scheduled backup): its requests wait the dump's few seconds.
 */
async function addEmbeddedDatabase(database: Database, add: AddEntry): Promise<DatabasePart> {
  const dumpDataDir = database.dumpDataDir;
  if (!dumpDataDir) throw new Error('this embedded database cannot dump itself');
  const { facts, dump } = await database.db.transaction(async (tx) => ({ facts: await databaseFacts(tx), dump: await dumpDataDir() }));
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
 * One gzip tar at `archive` with the database (PGlite's dump, pg_dump's custom format, or the
 * logical copy where pg_dump is missing), every
 * picture of the store (DATA_DIR/media or the bucket, streamed one at a time) and, last,
 * manifest.json: versions, the database's kind, migration level and row counts, and each
 * entry's size and sha256 (server/src/cli/restore-command.ts checks them all before writing).
 * The database is dumped first: a picture uploaded meanwhile is in the archive without its row
 * (harmless, storage:gc finds it); one deleted meanwhile is missing. Written as `archive`.partial
 * and renamed when complete, so `archive` is always whole; on failure nothing is left and the
 * error is thrown. `progress` hears each step (the command prints them). `signal` stops it
 * between entries (a server shutting down), the same way: nothing left, the abort reason thrown.
 */
export async function writeBackup(source: BackupSource, archive: string, run: BackupRun): Promise<BackupSummary> {
  const { createdAt, progress = () => undefined, signal } = run;
  const partial = `${archive}.partial`;
  const writer = await createArchiveWriter(partial).catch((error: Error) => {
    throw new ArchiveNotWritableError(`Cannot write ${partial}: ${error.message}`);
  });
  try {
    const files: ArchivedFile[] = [];
    const add = async (entry: string, size: number, body: Readable | Buffer) => {
      signal?.throwIfAborted();
      const file = await writer.add(entry, size, body);
      files.push(file);
      return file;
    };
    const { database } = source;
    progress(`dumping the ${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}`);
    const dumped = database.kind === 'pglite' ? await addEmbeddedDatabase(database, add) : await addPostgresDatabase(database, source.postgresUrl, archive, add, source.pgDumpAvailable);

    progress(`copying the pictures from ${source.mediaSource === 's3' ? 'the bucket' : 'DATA_DIR/media'}`);
    const media = { files: 0, bytes: 0, leftOut: 0, vanished: 0 };
    for await (const listed of source.storage.list()) {
      signal?.throwIfAborted();
      // Half-written local files (*.tmp) and another tool's objects are not ours to restore.
      if (!isValidStorageKey(listed.key)) {
        media.leftOut += 1;
        continue;
      }
      const object = await source.storage.get(listed.key);
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
      app: { version: source.build.version, commit: source.build.commit },
      createdAt: createdAt.toISOString(),
      database: { kind: database.kind, method: dumped.method, path: dumped.file.path, migrations: dumped.facts.migrations },
      media: { source: source.mediaSource },
      counts: { rows: dumped.facts.rows, mediaFiles: media.files, mediaBytes: media.bytes },
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_PATH, manifestBytes.length, manifestBytes);
    await writer.close();
    await fsp.rename(partial, archive);
    const { size } = await fsp.stat(archive);
    return { archive, bytes: size, method: dumped.method, facts: dumped.facts, media };
  } catch (error) {
    writer.abort();
    await fsp.rm(partial, { force: true });
    throw error;
  }
}
