import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MessagePage } from '@mithaq/contract/chat';
import { EXPORT_TO_POSTGRES_USAGE, exportToPostgresCommand, type ExportToPostgresDeps } from '../../src/cli/export-to-postgres-command';
import { ledgerBalances } from '../../src/platform/backup/database';
import { openDatabase, type Database } from '../../src/platform/db/connect';
import { EmbeddedDatabaseInUseError } from '../../src/platform/db/embedded-lock';
import { migrate } from '../../src/platform/db/migrate';
import { claimScheduledRun, contentsOf, populateForBackup, rowDigests, runCommand, runScript, scheduledBackupRow } from '../support/backup';
import { call, signIn } from '../support/client';
import { newPostgresDatabase } from '../support/database';
import { sendMessage } from '../support/matches';
import { memberThroughApi } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';

/**
 * npm run db:export-to-postgres: an embedded deployment (PGlite in DATA_DIR/db, on disk) with
 * members, pictures and a paid chat, moved into a fresh PostgreSQL database, which then serves
 * the same members. Runs in npm run test:pg only.
 */
describe('npm run db:export-to-postgres', () => {
  const runUrl = inject('testDatabaseUrl')!;
  let dataDir: string;
  let embedded: Database;
  let server: TestServer;
  let populated: Awaited<ReturnType<typeof populateForBackup>>;
  const made: { drop: () => Promise<void> }[] = [];
  const deps = (): ExportToPostgresDeps => ({
    dataDir,
    // The test's server keeps its database open: the command closes only what it opened.
    openEmbedded: async () => ({ ...embedded, close: async () => undefined }),
    openPostgres: (url) => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
  });
  const freshTarget = async () => {
    const target = await newPostgresDatabase(runUrl);
    made.push(target);
    return target.url;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-export-'));
    embedded = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    await migrate(embedded.db);
    server = await startTestServer({ database: embedded });
    populated = await populateForBackup(server);
  });
  afterAll(async () => {
    await server.close();
    await embedded.close();
    for (const target of made) await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every row into an empty PostgreSQL database, checks both sides, and the app runs on the copy', { timeout: 180_000 }, async () => {
    const url = await freshTarget();
    const exported = await runCommand(exportToPostgresCommand, ['--to', url], deps());
    expect(exported.errors).not.toContain('Nothing was copied');
    expect(exported.code, exported.errors).toBe(0);
    expect(exported.output).toContain('every table\'s row count and every member\'s token balance (against the ledger) checked on both sides');
    expect(exported.output).toContain(`DATABASE_URL=${url}`);
    expect(exported.output).toContain('npm run storage:migrate');

    const target = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    const moved = await startTestServer({ database: target });
    try {
      const before = await contentsOf(embedded.db, server.platform.storage);
      const after = await contentsOf(target.db, server.platform.storage);
      expect(after.rows).toEqual(before.rows);
      expect(after.ledger).toEqual(before.ledger);
      expect(after.messages).toEqual(before.messages);
      expect(after.messages.map((message) => message.content)).toEqual(populated.texts);
      expect(await rowDigests(target.db)).toEqual(await rowDigests(embedded.db));

      // The members sign in on the PostgreSQL deployment and find their conversation.
      const { woman, man, matchId } = populated.couple;
      const her = await signIn(moved, woman.email, woman.password);
      const page = await call<MessagePage>(moved, 'GET', `/api/matches/${matchId}/messages`, undefined, { token: her.token });
      expect(page.status).toBe(200);
      expect(page.body.messages.map((message) => message.content)).toEqual(populated.texts);
      // New writes: the message numbering goes on after the copied ones, and the ledger's triggers work again.
      const him = await signIn(moved, man.email, man.password);
      const sent = await sendMessage(moved, him.token, matchId, 'Copied safely');
      expect(sent.status).toBe(200);
      expect(sent.body.message.seq).toBeGreaterThan(Math.max(...before.messages.map((message) => message.seq)));
      // A new member's profile (and any welcome tokens, through the ledger's trigger) on the copy.
      const newcomer = await memberThroughApi(moved);
      const ledger = await ledgerBalances(target.db);
      expect(ledger.map((row) => row.id)).toContain(newcomer.id);
      for (const row of ledger) expect(row.sum, row.id).toBe(row.balance);
    } finally {
      await moved.close();
      await target.close();
    }
  });

  it('refuses a database with members unless --force, and then replaces its contents', { timeout: 180_000 }, async () => {
    const url = await freshTarget();
    // A server of the embedded deployment held the scheduled backup's run: PostgreSQL's copy of the row is free.
    expect(await claimScheduledRun(embedded.db, new Date())).toBe(true);
    expect((await runCommand(exportToPostgresCommand, ['--to', url], deps())).code).toBe(0);
    const target = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    try {
      expect(await scheduledBackupRow(target.db)).toEqual({ claimedUntil: null, claimedBy: null, lastSuccessAt: null });
    } finally {
      await target.close();
    }
    const again = await runCommand(exportToPostgresCommand, ['--to', url], deps());
    expect(again.code).toBe(1);
    expect(again.errors).toMatch(/has \d+ members already: export into a new, empty database, or run again with --force/);
    expect(again.errors).toContain('Nothing was copied.');
    const forced = await runCommand(exportToPostgresCommand, ['--to', url, '--force'], deps());
    expect(forced.code, forced.errors).toBe(0);
  });

  it('says that a running server holds the embedded database, that there is none, and refuses bad flags with the usage (exit 2)', { timeout: 120_000 }, async () => {
    const url = 'postgres://postgres@127.0.0.1:5432/never_made';
    const held = await runCommand(exportToPostgresCommand, ['--to', url], { ...deps(), openEmbedded: () => Promise.reject(new EmbeddedDatabaseInUseError(path.join(dataDir, 'db'), 4242)) });
    expect(held.code).toBe(1);
    expect(held.errors).toContain('a server (pid 4242) has it: stop the server, then export');

    const nowhere = await runCommand(exportToPostgresCommand, ['--to', url], { ...deps(), dataDir: path.join(dataDir, 'nothing-here') });
    expect(nowhere.code).toBe(1);
    expect(nowhere.errors).toContain('There is no embedded database in');

    const unreachable = await runCommand(exportToPostgresCommand, ['--to', 'postgres://postgres@127.0.0.1:1/none'], deps());
    expect(unreachable.code).toBe(1);
    expect(unreachable.errors).toContain('Cannot use the PostgreSQL database at postgres://postgres@127.0.0.1:1/none');

    // Neither the userinfo's password nor libpq's ?password= is ever printed.
    const secret = await runCommand(exportToPostgresCommand, ['--to', 'postgres://postgres:hunter2@127.0.0.1:1/none?password=s3cret&sslmode=disable'], deps());
    expect(secret.code).toBe(1);
    expect(secret.errors).toContain('Cannot use the PostgreSQL database at postgres://postgres:***@127.0.0.1:1/none?password=***&sslmode=disable');
    expect(`${secret.output}${secret.errors}`).not.toMatch(/hunter2|s3cret/);

    // The real command, in its own process, while this test's server holds the embedded database.
    const running = await runScript('export-to-postgres', dataDir, ['--to', url]);
    expect(running.code).toBe(1);
    expect(running.stderr).toContain(`a server (pid ${process.pid}) has it: stop the server, then export`);
    const badFlag = await runScript('export-to-postgres', dataDir, ['--to']);
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain(EXPORT_TO_POSTGRES_USAGE);

    // URLs that do not parse, or are not PostgreSQL's: the usage, the password unprinted.
    const notPostgres = ['postgres://postgres:hunter2@exa mple/x', 'postgres://postgres:hunter2@[::1/x', 'http://postgres:hunter2@127.0.0.1/x', 'postgres:hunter2'];
    for (const argv of [[], ['--to'], ['--to', '/srv/mithaq.db'], ['--to', url, 'extra'], ['--to', url, '--fast'], ['--help'], ...notPostgres.map((to) => ['--to', to])]) {
      const usage = await runCommand(exportToPostgresCommand, argv, deps());
      expect(usage.code, argv.join(' ')).toBe(2);
      expect(usage.errors).toContain(EXPORT_TO_POSTGRES_USAGE);
      expect(`${usage.output}${usage.errors}`).not.toContain('hunter2');
    }
  });
});
