import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';

let shared: Promise<Database> | undefined;

/** The worker's one database: PostgreSQL from global setup, or an in-memory PGlite migrated here. */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

async function open(): Promise<Database> {
  const url = inject('testDatabaseUrl');
  if (url) return openDatabase({ kind: 'postgres', url, poolSize: 10 });
  return embeddedDatabase();
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
