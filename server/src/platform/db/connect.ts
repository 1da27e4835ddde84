import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PoolStats } from '../metrics';
import { acquireEmbeddedLock } from './embedded-lock';
import { initializePgliteDir, PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from './pglite-settings';
import { createPool } from './pool';
import { schema, type Schema } from './tables';

/** One Drizzle type for both drivers: repositories never know which one they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository function accepts either the database or an open transaction. */
export type Queryable = Db | Tx;

/** Raw SQL for the few queries the builder can't say; both drivers answer with { rows }. */
export async function queryRows<T>(q: Queryable, query: SQL): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool right now (for metrics); the embedded database has none. */
  poolStats?: () => PoolStats;
  /**
   * Runs one statement on its own (autocommit: the statement is its transaction), as the named
   * prepared statement `name` on PostgreSQL (parsed and planned once per connection), with no
   * query builder in between: the hot paths' single calls (db/procedures.ts).
   */
  run<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /**
   * The embedded database's own dump (PGlite's dumpDataDir: its data folder as a gzip tar, held
   * in memory), for npm run backup (server/src/cli/backup-command.ts); PostgreSQL has pg_dump instead.
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * statementTimeoutMs: the longest a statement of the app may run (unset or 0: no limit), so one
 * pathological query cannot hold a connection and pile up the others. Migrations lift it.
 */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize: number; statementTimeoutMs?: number }
  /** dir undefined = in memory (tests). */
  | { kind: 'pglite'; dir: string | undefined; statementTimeoutMs?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const timeout = Math.max(0, Math.round(target.statementTimeoutMs ?? 0));
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolSize, timeout) : openPglite(target.dir, timeout);
}

async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): Promise<Database> {
  // JIT compiles a plan the first time a costly one runs: hundreds of milliseconds for short OLTP
  // queries whose generic plans look costly. The app's queries never profit from it.
  // The timeout is a startup option, so every pooled connection has it from its first statement.
  const options = `-c jit=off -c statement_timeout=${statementTimeoutMs}`;
  const pool = createPool({ connectionString: url, max: poolSize, options });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    run: async <T>(name: string, text: string, values: unknown[]) => (await pool.query({ name, text, values })).rows as T[],
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | undefined, statementTimeoutMs: number): Promise<Database> {
  let release = () => undefined as void;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    release = acquireEmbeddedLock(dir);
  }
  try {
    if (dir) await initializePgliteDir(dir);
    const client = await PGlite.create(dir ?? 'memory://', { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
    // Set for parity with PostgreSQL; PGlite (single-threaded WASM, no timer signals) does not enforce it.
    await client.exec(`set statement_timeout = ${statementTimeoutMs}`);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      // PGlite has no named statements; its query() waits for any open transaction to end.
      run: async <T>(_name: string, text: string, values: unknown[]) => (await client.query<T>(text, values)).rows,
      dumpDataDir: () => client.dumpDataDir('gzip'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
