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
