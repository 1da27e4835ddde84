import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupCommand } from '../../src/cli/backup-command';
import { restoreCommand, type RestoreDeps } from '../../src/cli/restore-command';
import { openDatabase, type Database } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';
import { createLocalStorage } from '../../src/platform/storage/local';
import { contentsOf, populateForBackup, runCommand } from '../support/backup';
import { newPostgresDatabase } from '../support/database';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The PostgreSQL round trip of npm run backup and npm run restore: pg_dump while the server
 * runs, pg_restore into an empty database. Needs the PostgreSQL client programs (pg_dump,
 * pg_restore) of the server's major version or newer; runs in npm run test:pg only.
 */
describe('npm run backup and npm run restore on PostgreSQL', () => {
  const runUrl = inject('testDatabaseUrl')!;
  let source: { url: string; drop: () => Promise<void> };
  let target: { url: string; drop: () => Promise<void> };
  let database: Database;
  let server: TestServer;
  let work: string;
  beforeAll(async () => {
    source = await newPostgresDatabase(runUrl);
    target = await newPostgresDatabase(runUrl);
    database = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 10 });
    await migrate(database.db);
    server = await startTestServer({ database });
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-backup-pg-'));
    await populateForBackup(server);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    await source.drop();
    await target.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('dumps the database with pg_dump while the server runs and restores every row, ledger sum, message and picture byte', { timeout: 120_000 }, async () => {
    const archive = path.join(work, 'mithaq.tar.gz');
    const backedUp = await runCommand(backupCommand, ['--to', archive], {
      openDatabase: () => openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 }),
      postgresUrl: source.url,
      storage: server.platform.storage,
      mediaSource: 'local',
      build: { version: '9.9.9', commit: null },
      now: () => new Date(),
    });
    expect(backedUp.errors).not.toContain('failed');
    expect(backedUp.code).toBe(0);
    expect(backedUp.output.trimEnd().split('\n').at(-1)).toBe(archive);

    const deps: RestoreDeps = {
      target: { kind: 'postgres', url: target.url },
      openDatabase: () => openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 }),
      storage: createLocalStorage(path.join(work, 'restored-media')),
      now: () => new Date(),
    };
    const restored = await runCommand(restoreCommand, [archive], deps);
    expect(restored.errors).not.toContain('Nothing was written');
    expect(restored.code).toBe(0);

    const before = await contentsOf(database.db, server.platform.storage);
    const restoredDatabase = await deps.openDatabase();
    try {
      const after = await contentsOf(restoredDatabase.db, deps.storage);
      expect(after.rows).toEqual(before.rows);
      expect(after.ledger).toEqual(before.ledger);
      for (const row of after.ledger) expect(row.sum, row.id).toBe(row.balance);
      expect(after.messages).toEqual(before.messages);
      expect(after.media).toEqual(before.media);
    } finally {
      await restoredDatabase.close();
    }

    const again = await runCommand(restoreCommand, [archive], deps);
    expect(again.code).toBe(1);
    expect(again.errors).toMatch(/its database has \d+ members/);
    expect((await runCommand(restoreCommand, [archive, '--force'], deps)).code).toBe(0);
  });

  it('refuses to restore a PostgreSQL dump into an embedded deployment, saying what to do', async () => {
    const archive = path.join(work, 'kind.tar.gz');
    const backedUp = await runCommand(backupCommand, ['--to', archive], {
      openDatabase: () => openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 }),
      postgresUrl: source.url,
      storage: server.platform.storage,
      mediaSource: 'local',
      build: { version: '9.9.9', commit: null },
      now: () => new Date(),
    });
    expect(backedUp.code).toBe(0);
    const dir = path.join(work, 'embedded', 'db');
    const refused = await runCommand(restoreCommand, [archive], {
      target: { kind: 'pglite', dir },
      openDatabase: () => openDatabase({ kind: 'pglite', dir }),
      storage: createLocalStorage(path.join(work, 'embedded', 'media')),
      now: () => new Date(),
    });
    expect(refused.code).toBe(1);
    expect(refused.errors).toContain('Set DATABASE_URL to an empty PostgreSQL database');
    expect(fs.existsSync(path.join(work, 'embedded'))).toBe(false);
  });
});
