import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupCommand } from '../../src/cli/backup-command';
import { restoreCommand, type RestoreDeps } from '../../src/cli/restore-command';
import { openDatabase, type Database } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';
import { createLocalStorage } from '../../src/platform/storage/local';
import { claimScheduledRun, contentsOf, manifestOf, populateForBackup, rowDigests, runCommand, scheduledBackupRow } from '../support/backup';
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
    // A scheduled run's claim, which the archive carries and the restore drops.
    expect(await claimScheduledRun(database.db, new Date())).toBe(true);
    // What the archive must hold: read before the backup, which then records its own time.
    const before = await contentsOf(database.db, server.platform.storage);
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

    const restoredDatabase = await deps.openDatabase();
    try {
      const after = await contentsOf(restoredDatabase.db, deps.storage);
      expect(after.rows).toEqual(before.rows);
      expect(after.ledger).toEqual(before.ledger);
      for (const row of after.ledger) expect(row.sum, row.id).toBe(row.balance);
      expect(after.messages).toEqual(before.messages);
      expect(after.media).toEqual(before.media);
      expect(await scheduledBackupRow(restoredDatabase.db)).toEqual({ claimedUntil: null, claimedBy: null, lastSuccessAt: new Date((await manifestOf(archive)).createdAt) });
    } finally {
      await restoredDatabase.close();
    }

    const again = await runCommand(restoreCommand, [archive], deps);
    expect(again.code).toBe(1);
    expect(again.errors).toMatch(/its database has \d+ members/);
    expect((await runCommand(restoreCommand, [archive, '--force'], deps)).code).toBe(0);
  });

  it('without pg_dump copies the database through the app, and restores it into an empty PostgreSQL and an empty embedded deployment', { timeout: 120_000 }, async () => {
    const archive = path.join(work, 'logical.tar.gz');
    // What the archive must hold: read before the backup, which then records its own time.
    const before = await contentsOf(database.db, server.platform.storage);
    const digests = await rowDigests(database.db);
    const backedUp = await runCommand(backupCommand, ['--to', archive], {
      openDatabase: () => openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 }),
      storage: server.platform.storage,
      mediaSource: 'local',
      build: { version: '9.9.9', commit: null },
      now: () => new Date(),
      pgDumpAvailable: async () => false,
    });
    expect(backedUp.errors).not.toContain('failed');
    expect(backedUp.code).toBe(0);
    expect(backedUp.output).toContain('pg_dump is not installed here');
    const manifest = await manifestOf(archive);
    expect(manifest.database).toMatchObject({ kind: 'postgres', method: 'logical-jsonl', path: 'database/logical.jsonl.gz' });

    const logicalTarget = await newPostgresDatabase(runUrl);
    const embeddedDir = path.join(work, 'logical-embedded');
    const targets: RestoreDeps[] = [
      { target: { kind: 'postgres', url: logicalTarget.url }, openDatabase: () => openDatabase({ kind: 'postgres', url: logicalTarget.url, poolSize: 2 }), storage: createLocalStorage(path.join(work, 'logical-media-pg')), now: () => new Date() },
      { target: { kind: 'pglite', dir: path.join(embeddedDir, 'db') }, openDatabase: () => openDatabase({ kind: 'pglite', dir: path.join(embeddedDir, 'db') }), storage: createLocalStorage(path.join(embeddedDir, 'media')), now: () => new Date() },
    ];
    try {
      expect(manifest.counts.rows).toEqual(before.rows);
      for (const deps of targets) {
        const restored = await runCommand(restoreCommand, [archive], deps);
        expect(restored.errors, deps.target.kind).not.toContain('Nothing was written');
        expect(restored.code, restored.errors).toBe(0);
        const restoredDatabase = await deps.openDatabase();
        try {
          const after = await contentsOf(restoredDatabase.db, deps.storage);
          expect(after.rows).toEqual(before.rows);
          expect(after.ledger).toEqual(before.ledger);
          for (const row of after.ledger) expect(row.sum, row.id).toBe(row.balance);
          expect(after.messages).toEqual(before.messages);
          expect(after.media).toEqual(before.media);
          // The scheduled backup's row, alone, is not the source's: the claim dropped, the archive its newest backup.
          expect(await rowDigests(restoredDatabase.db)).toEqual({ ...digests, scheduled_backup: expect.any(String) });
          expect(await scheduledBackupRow(restoredDatabase.db)).toEqual({ claimedUntil: null, claimedBy: null, lastSuccessAt: new Date(manifest.createdAt) });
        } finally {
          await restoredDatabase.close();
        }
      }
      // Replacing a PostgreSQL database that has members: the copy empties its tables first.
      expect((await runCommand(restoreCommand, [archive], targets[0]!)).code).toBe(1);
      expect((await runCommand(restoreCommand, [archive, '--force'], targets[0]!)).code).toBe(0);
    } finally {
      await logicalTarget.drop();
    }
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
