import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh, migrated PostgreSQL database for this run, or null to use PGlite. */
    testDatabaseUrl: string | null;
    /** The folder every worker's test servers write their mail to (server/test/support/mail.ts). */
    testMailDir: string;
  }
}

/**
 * With DATABASE_URL (npm run test:pg) every run gets its own new database, migrated once and
 * dropped at the end, so runs never collide; each worker then makes and migrates one of its own
 * beside it (server/test/support/database.ts), dropped here too. Without it, each worker opens
 * PGlite itself.
 */
export default async function setup(project: TestProject) {
  // One mail folder for the run: whichever test server sends a mail, its test finds it there.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-test-mail-'));
  project.provide('testMailDir', mailDir);
  const removeMail = () => fs.rmSync(mailDir, { recursive: true, force: true });
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    project.provide('testDatabaseUrl', null);
    return removeMail;
  }
  const name = `mithaq_test_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  await migrate(database.db);
  await database.close();
  project.provide('testDatabaseUrl', url.toString());

  return async () => {
    // Each worker's own database first (server/test/support/database.ts), then the run's.
    const workers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${name}\\_w%`]);
    for (const { datname } of workers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    removeMail();
  };
}
