import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsDir } from '../../paths';
import { queryRows, type Database, type Queryable } from '../db/connect';
import { acquireEmbeddedLock } from '../db/embedded-lock';
import { STORED_FUNCTIONS_TABLE } from '../db/stored-functions';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from '../db/pglite-settings';

/** What the manifest records of a database: its migration level and the rows of every table. */
export interface DatabaseFacts {
  migrations: { applied: number; latest: number | null };
  rows: Record<string, number>;
}

/**
 * Both in one read; on PostgreSQL inside the transaction whose snapshot pg_dump shares. The
 * stored functions' checksums are not counted: the migrator rewrites them to this code's files
 * (server/src/platform/db/stored-functions.ts), and an archive made before them has none.
 */
export async function databaseFacts(q: Queryable): Promise<DatabaseFacts> {
  const tables = await queryRows<{ name: string }>(q, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  if (!tables.some((table) => table.name === 'mithaq_migrations')) {
    throw new Error('the database has no Mithaq tables (is DATABASE_URL or DATA_DIR the right one?)');
  }
  const rows: Record<string, number> = {};
  for (const { name } of tables.filter((table) => table.name !== STORED_FUNCTIONS_TABLE)) {
    const [count] = await queryRows<{ n: number }>(q, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    rows[name] = Number(count?.n ?? 0);
  }
  return { migrations: await migrationLevel(q), rows };
}

/** How many migrations the database has applied, and the newest one's folder time (drizzle's). */
export async function migrationLevel(q: Queryable): Promise<DatabaseFacts['migrations']> {
  const [level] = await queryRows<{ applied: number; latest: string | null }>(q, sql`select count(*)::int as applied, max(created_at)::text as latest from mithaq_migrations`);
  return { applied: Number(level?.applied ?? 0), latest: level?.latest ? Number(level.latest) : null };
}

/**
 * Whether two databases (or a database and this code) are at the same migration level. The stored
 * functions are not part of it: whichever the copy holds, this code's migrator re-applies its own.
 */
export const sameMigrationLevel = (a: DatabaseFacts['migrations'], b: DatabaseFacts['migrations']) => a.applied === b.applied && a.latest === b.latest;

/** This code's migration level: what a database it made or upgraded reads in migrationLevel. */
export function knownMigrationLevel(): DatabaseFacts['migrations'] {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsDir });
  return { applied: migrations.length, latest: migrations.length > 0 ? Math.max(...migrations.map((migration) => migration.folderMillis)) : null };
}

/** Each profile's balance beside the sum of its ledger rows: they must agree, and agree between a copy and its source. */
export function ledgerBalances(q: Queryable): Promise<{ id: string; balance: number; sum: number }[]> {
  return queryRows(q, sql`
    select p.id, p.token_balance as balance, coalesce(sum(t.amount), 0)::int as sum
    from profiles p left join token_transactions t on t.user_id = p.id group by p.id order by p.id`);
}

/** The newest migration this code ships: an archive past it was made by a newer Mithaq. */
export function newestKnownMigration(): number | null {
  return knownMigrationLevel().latest;
}

/** Whether the database holds members: restore refuses to replace it without --force. */
export async function memberCount(q: Queryable): Promise<number> {
  const [users] = await queryRows<{ present: boolean }>(q, sql`select to_regclass('public.users') is not null as present`);
  if (!users?.present) return 0;
  const [count] = await queryRows<{ n: number }>(q, sql`select count(*)::int as n from users`);
  return Number(count?.n ?? 0);
}

/**
 * libpq's connection for pg_dump and pg_restore: the URL without its password, which goes in
 * PGPASSWORD so that it never shows in the process list.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** A PostgreSQL client program's run: rejects with its own words (stderr) when it fails. */
function runClient(program: string, args: string[], env: NodeJS.ProcessEnv, stdin?: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${program} is not installed here: install the PostgreSQL client programs (the server's major version or newer)`) : error),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
    if (stdin && child.stdin) {
      child.stdin.on('error', () => undefined); // the exit code and stderr say why it stopped reading
      stdin.pipe(child.stdin);
    }
  });
}

/** Whether pg_dump can be run here: when not, npm run backup copies PostgreSQL through the app (server/src/platform/backup/logical.ts). */
export function pgDumpInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('pg_dump', ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * pg_dump's custom format (compressed, restorable table by table) into `file`, and the facts of
 * the very rows it dumped while the servers keep writing: they are read in a repeatable-read
 * transaction whose exported snapshot pg_dump is given (--snapshot). No event is queued here,
 * so the bare transaction (not inTransaction of server/src/platform/after-commit.ts) is right.
 */
export async function pgDumpWithFacts(database: Database, url: string, file: string): Promise<DatabaseFacts> {
  const { dbname, env } = libpqConnection(url);
  return database.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      const [snapshot] = await queryRows<{ id: string }>(tx, sql`select pg_export_snapshot() as id`);
      const facts = await databaseFacts(tx);
      await runClient('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot!.id}`, `--file=${file}`, `--dbname=${dbname}`], env);
      return facts;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Loads a custom-format dump read from `dump` into the database at `url`: what the archive holds
 * replaces what is there (--clean), in one transaction, stopping at the first error.
 */
export function pgRestore(url: string, dump: Readable): Promise<void> {
  const { dbname, env } = libpqConnection(url);
  return runClient('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`], env, dump);
}

/** Whether `dir` holds an embedded database already (PGlite would refuse to load over it). */
export const hasEmbeddedDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Makes the embedded database in `dir` (which must hold none) from PGlite's own dump, under the
 * same lock the server takes, then closes it.
 */
export async function loadEmbeddedDump(dir: string, dump: Blob): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireEmbeddedLock(dir);
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS, loadDataDir: dump });
    await client.close();
  } finally {
    release();
  }
}
