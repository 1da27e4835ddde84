import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';

let shared: Promise<Database> | undefined;

/** The worker's one database: its own PostgreSQL database under test:pg, or an in-memory PGlite migrated here. */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

async function open(): Promise<Database> {
  const url = inject('testDatabaseUrl');
  if (!url) return embeddedDatabase();
  const database = await openDatabase({ kind: 'postgres', url: await workerDatabaseUrl(url), poolSize: 10 });
  await migrate(database.db);
  return database;
}

/** Names the worker's database after the run's (global-setup.ts drops them all with it). */
export const workerDatabaseName = (runName: string, poolId: string) => `${runName}_w${poolId}`;

/**
 * One PostgreSQL database per worker, beside the run's: a worker's files run one after another,
 * so its test servers never meet another worker's. On one shared database they did: each
 * server's outbox delivery (a job that acts on every row, with that test's own clock) leased,
 * sent or retried the other worker's mail and pushes, and a clock years ahead took over a lease
 * still being delivered (web-push-delivery.test.ts once saw its push claimed twice so in CI).
 */
async function workerDatabaseUrl(runUrl: string): Promise<string> {
  const url = new URL(runUrl);
  const name = workerDatabaseName(url.pathname.slice(1), process.env.VITEST_POOL_ID ?? '0');
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    // Made already by an earlier file of this worker (should its modules be loaded again).
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated in-memory PGlite whatever the run's engine: for tests of the embedded deployment itself. */
export async function embeddedDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dir: undefined });
  await migrate(database.db);
  return database;
}

/**
 * A database of its own, for tests whose jobs act on every row (timer sweeps, weekly
 * grants): on a shared database they would touch other tests' data with their own clock.
 * Same engine as the run: a fresh PostgreSQL database under test:pg, a fresh PGlite otherwise.
 */
export async function isolatedDatabase(): Promise<Database> {
  if (!inject('testDatabaseUrl')) return open();
  const database = await emptyDatabase();
  await migrate(database.db);
  return database;
}

/** A new database with nothing in it, not even the migrations, on the run's engine; close() drops it. */
export async function emptyDatabase(): Promise<Database> {
  const url = inject('testDatabaseUrl');
  if (!url) return openDatabase({ kind: 'pglite', dir: undefined });
  const fresh = await newPostgresDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 10 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A new, empty PostgreSQL database beside the run's (`runUrl`, test:pg only): its URL, for the
 * tools that take one (pg_dump, pg_restore), and drop() to remove it, whoever is connected.
 */
export async function newPostgresDatabase(runUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mithaq_iso_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
