import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { readArchive, type ArchivedFile } from '../platform/backup/archive';
import { databaseFacts, hasEmbeddedDatabase, knownMigrationLevel, loadEmbeddedDump, memberCount, newestKnownMigration, pgRestore, sameMigrationLevel } from '../platform/backup/database';
import { importLogical } from '../platform/backup/logical';
import { readLogicalDump } from '../platform/backup/logical-file';
import { keyOfMediaEntry, type DatabaseKind, type Manifest } from '../platform/backup/manifest';
import { resetAfterCopy } from '../platform/backup/schedule-repo';
import { RestoreRefusal, sha256Of, verifyArchive } from '../platform/backup/verify';
import type { Database } from '../platform/db/connect';
import { EmbeddedDatabaseInUseError } from '../platform/db/embedded-lock';
import { contentTypeOf, isValidStorageKey, type Storage } from '../platform/storage/storage';

export const RESTORE_USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--force]   (into an empty deployment; --force replaces a database with members and adds to a store with files)';

export interface RestoreIo {
  output: Writable;
  errors: Writable;
}

export interface RestoreDeps {
  /** The deployment's database, as the servers' configuration names it. */
  target: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  /** Opens that database (to see whether it is empty, then to count what was restored); the command closes what it opens. */
  openDatabase: () => Promise<Database>;
  storage: Storage;
  now: () => Date;
}

function parse(argv: string[]): { archive: string; force: boolean } | null {
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help || positionals.length !== 1) return null;
    return { archive: positionals[0]!, force: values.force ?? false };
  } catch {
    return null; // an unknown option: the usage says what is known
  }
}

const kindName = (kind: DatabaseKind) => (kind === 'pglite' ? 'an embedded (PGlite) database' : 'a PostgreSQL database (pg_dump)');

/** A logical copy goes into either kind, but only at this code's migration level: its rows are loaded into the schema this code makes. */
function refuseLogicalMismatch(manifest: Manifest): void {
  const known = knownMigrationLevel();
  const level = manifest.database.migrations;
  if (sameMigrationLevel(level, known)) return;
  throw new RestoreRefusal(
    `This archive's database was copied through the app (pg_dump was not installed) at migration level ${level.applied}, and this Mithaq is at ${known.applied}: ` +
      `such a copy is restored by the Mithaq version that made it (${manifest.app.version}${manifest.app.commit ? `, commit ${manifest.app.commit}` : ''}). Restore it with that version, then upgrade.`,
  );
}

function refuseMismatch(manifest: Manifest, target: RestoreDeps['target']): void {
  if (manifest.database.method === 'logical-jsonl') return refuseLogicalMismatch(manifest);
  if (manifest.database.kind === target.kind) {
    const newest = newestKnownMigration();
    const latest = manifest.database.migrations.latest;
    if (latest !== null && (newest === null || latest > newest)) {
      throw new RestoreRefusal(`This archive was made by Mithaq ${manifest.app.version}, whose database schema is newer than this one's: upgrade this Mithaq to ${manifest.app.version} or later, then restore.`);
    }
    return;
  }
  throw new RestoreRefusal(
    `This archive holds ${kindName(manifest.database.kind)}, and this deployment uses ${kindName(target.kind)}. ` +
      (manifest.database.kind === 'pglite'
        ? 'Restore it on an embedded deployment (DATABASE_URL unset), which may then move to PostgreSQL as a separate step.'
        : 'Set DATABASE_URL to an empty PostgreSQL database (the PostgreSQL client programs installed) and run the restore again.'),
  );
}

interface TargetState {
  members: number;
  /** The embedded database folder exists (with or without members): it is moved aside, never deleted. */
  embeddedExists: boolean;
  storedFiles: number;
}

async function stateOf(deps: RestoreDeps): Promise<TargetState> {
  const embeddedExists = deps.target.kind === 'pglite' && hasEmbeddedDatabase(deps.target.dir);
  let members = 0;
  // An embedded folder that does not exist is not opened: opening would make one.
  if (deps.target.kind === 'postgres' || embeddedExists) {
    const database = await deps.openDatabase();
    try {
      members = await memberCount(database.db);
    } finally {
      await database.close();
    }
  }
  let storedFiles = 0;
  for await (const object of deps.storage.list()) if (isValidStorageKey(object.key)) storedFiles += 1;
  return { members, embeddedExists, storedFiles };
}

/** The bytes passed on as they are read, and an error at their end if they are not those verified (before a load commits). */
async function* checked(body: AsyncIterable<Buffer>, expected: ArchivedFile): AsyncGenerator<Buffer> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
  if (hash.digest('hex') !== expected.sha256) throw new Error(`${expected.path} changed since it was verified`);
}

/** A logical copy (server/src/platform/backup/logical.ts): the target migrated by this code, then its rows loaded. */
async function loadLogical(deps: RestoreDeps, body: AsyncIterable<Buffer>): Promise<void> {
  const database = await deps.openDatabase();
  try {
    await importLogical(database, readLogicalDump(body));
  } finally {
    await database.close();
  }
}

async function collect(body: AsyncIterable<Buffer>, expected: ArchivedFile): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  const { sha256 } = await sha256Of(body, (chunk) => chunks.push(chunk));
  if (sha256 !== expected.sha256) throw new Error(`${expected.path} changed since it was verified`);
  return chunks;
}

/** The second pass: the database first (the archive's first entry), then each picture into the store. */
async function write(archive: string, manifest: Manifest, deps: RestoreDeps, io: RestoreIo): Promise<{ pictures: number }> {
  const files = new Map(manifest.files.map((file) => [file.path, file]));
  let pictures = 0;
  await readArchive(archive, async (entry) => {
    const expected = files.get(entry.path);
    if (!expected) return; // the manifest itself
    if (entry.path === manifest.database.path) {
      io.errors.write('restore: loading the database…\n');
      if (manifest.database.method === 'logical-jsonl') {
        await loadLogical(deps, checked(entry.body, expected));
      } else if (deps.target.kind === 'pglite') {
        const dump = new Blob(await collect(entry.body, expected), { type: 'application/x-gzip' });
        await loadEmbeddedDump(deps.target.dir, dump);
      } else {
        const hash = crypto.createHash('sha256');
        const hashed = Readable.from((async function* () {
          for await (const chunk of entry.body) {
            hash.update(chunk);
            yield chunk;
          }
        })());
        await pgRestore(deps.target.url, hashed);
        if (hash.digest('hex') !== expected.sha256) throw new Error(`${expected.path} changed since it was verified`);
      }
      io.errors.write('restore: copying the pictures…\n');
      return;
    }
    const key = keyOfMediaEntry(entry.path)!;
    await deps.storage.put(key, Buffer.concat(await collect(entry.body, expected)), contentTypeOf(key));
    pictures += 1;
  });
  return { pictures };
}

/**
 * After loading: the copied scheduled backup row loses the source's claim and counts the archive
 * as its newest backup (server/src/platform/backup/schedule-repo.ts), which changes no count; then
 * the row counts that differ from the manifest's, as lines; empty when all agree.
 */
async function settleAndCount(manifest: Manifest, deps: RestoreDeps): Promise<string[]> {
  const database = await deps.openDatabase();
  try {
    await resetAfterCopy(database.db, { backedUpAt: new Date(manifest.createdAt) });
    const { rows } = await databaseFacts(database.db);
    const tables = new Set([...Object.keys(rows), ...Object.keys(manifest.counts.rows)]);
    return [...tables].filter((table) => rows[table] !== manifest.counts.rows[table]).map((table) => `  ${table}: ${manifest.counts.rows[table] ?? 'absent'} in the archive, ${rows[table] ?? 'absent'} restored`);
  } finally {
    await database.close();
  }
}

/**
 * npm run restore: puts an archive of npm run backup (server/src/cli/backup-command.ts) into this
 * deployment. First it reads the whole archive and checks every checksum, the manifest's format,
 * the database's kind and schema level; only then does it write: the database (PGlite's folder
 * made from its dump, pg_restore, or, for a logical copy made without pg_dump, the target
 * migrated by this code and the rows loaded into it: server/src/platform/backup/logical.ts), then
 * each picture into the store. A target with members in its database, or files in its store, is
 * refused unless --force: then the embedded folder is moved aside (never deleted), PostgreSQL's
 * tables are replaced, pictures are added over. Afterwards the copied scheduled backup row is
 * freed of the source's claim, and every table's row count is compared with the manifest's.
 * Answers the exit code: 0 done, 1 refused or failed, 2 wrong usage.
 */
export async function restoreCommand(argv: string[], io: RestoreIo, deps: RestoreDeps): Promise<number> {
  const options = parse(argv);
  if (!options) {
    io.errors.write(`\n${RESTORE_USAGE}\n\n`);
    return 2;
  }
  const archive = path.resolve(options.archive);
  if (!fs.existsSync(archive)) {
    io.errors.write(`\nThere is no file ${archive}.\n\n`);
    return 1;
  }
  let manifest: Manifest;
  let state: TargetState;
  try {
    io.errors.write('restore: checking every checksum…\n');
    manifest = await verifyArchive(archive);
    refuseMismatch(manifest, deps.target);
    state = await stateOf(deps);
    if (!options.force && (state.members > 0 || state.storedFiles > 0)) {
      throw new RestoreRefusal(
        [
          'This deployment is not empty:',
          ...(state.members > 0 ? [`  its database has ${state.members} members`] : []),
          ...(state.storedFiles > 0 ? [`  its picture store has ${state.storedFiles} files`] : []),
          'Restore into a new deployment, or run again with --force to replace the database (the embedded one is moved aside, not deleted) and add the pictures over what is there.',
        ].join('\n'),
      );
    }
  } catch (error) {
    const message =
      error instanceof RestoreRefusal
        ? error.message
        : error instanceof EmbeddedDatabaseInUseError
          ? `The embedded database (PGlite) can be opened by one process only, and a server (pid ${error.pid}) has it: stop the server, then restore.`
          : `Cannot check the archive or the deployment: ${(error as Error).message}.`;
    io.errors.write(`\n${message}\nNothing was written.\n\n`);
    return 1;
  }

  try {
    let movedAside: string | undefined;
    if (deps.target.kind === 'pglite' && state.embeddedExists) {
      movedAside = `${deps.target.dir}.before-restore-${deps.now().toISOString().replace(/[:.]/g, '-')}`;
      await fsp.rename(deps.target.dir, movedAside);
    }
    const { pictures } = await write(archive, manifest, deps, io);
    const differ = await settleAndCount(manifest, deps);
    if (differ.length > 0) {
      io.errors.write(`\nThe restored database's row counts differ from the archive's:\n${differ.join('\n')}\n\n`);
      return 1;
    }
    const rows = Object.values(manifest.counts.rows).reduce((sum, n) => sum + n, 0);
    io.output.write(
      [
        `Restored the backup of ${manifest.createdAt} (Mithaq ${manifest.app.version}): the database (${rows} rows, every table's count checked) and ${pictures} pictures.`,
        ...(movedAside ? [`The embedded database that was here is in ${movedAside}: delete it once the restored one is right.`] : []),
        'Start the server: it applies any migration this version adds.',
      ].join('\n') + '\n',
    );
    return 0;
  } catch (error) {
    io.errors.write(`\nThe restore failed while writing: ${(error as Error).message}.\nThe deployment is partly restored: fix the cause and run the restore again with --force.\n\n`);
    return 1;
  }
}
