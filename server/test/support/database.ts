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
  const url = inject('testDatabaseUrl');
  if (!url) return open();
  const name = `mithaq_iso_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const isolatedUrl = new URL(url);
  isolatedUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: isolatedUrl.toString(), poolSize: 10 });
  await migrate(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
