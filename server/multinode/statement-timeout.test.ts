import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/platform/db/connect';
import { migrate } from '../src/platform/db/migrate';

/** PostgreSQL (test:multinode always has one): PGlite cannot interrupt a running statement. */
const baseUrl = inject('testDatabaseUrl');
const name = `mithaq_timeout_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
let admin: pg.Client;
let database: Database;

beforeAll(async () => {
  if (!baseUrl) throw new Error('test:multinode needs DATABASE_URL (PostgreSQL)');
  admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1, statementTimeoutMs: 200 });
});
afterAll(async () => {
  await database?.close();
  await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
});

/** A migrations folder with one migration that runs longer than the app's timeout. */
function slowMigrations(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-slow-migration-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entry = { idx: 0, version: '7', when: 1_700_000_000_000, tag: '0000_slow', breakpoints: true };
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [entry] }));
  fs.writeFileSync(path.join(folder, '0000_slow.sql'), 'select pg_sleep(0.5);--> statement-breakpoint\ncreate table slow_done (id int);');
  return folder;
}

describe('the statement timeout on PostgreSQL', () => {
  it('cancels an app statement that runs past it, and the connection goes on working', async () => {
    const started = Date.now();
    await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    // Cancelled, not finished: sooner than the 2 s it asked for (200 ms plus a loaded machine's delays).
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await queryRows<{ one: number }>(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('does not apply to migrations', async () => {
    // No stored functions: this database has none of the tables the app's functions read.
    const noFunctions = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-no-functions-'));
    expect(await migrate(database.db, slowMigrations(), noFunctions)).toEqual({ applied: 1, total: 1, functions: { applied: 0, skipped: 0 } });
    expect(await queryRows(database.db, sql`select * from slow_done`)).toEqual([]);
    // ...and is back in force afterwards.
    await expect(database.db.execute(sql`select pg_sleep(1)`)).rejects.toBeDefined();
  });
});
