import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreCommand } from '../../src/cli/restore-command';
import { runScheduledBackup } from '../../src/platform/backup/schedule';
import { queryRows, type Database } from '../../src/platform/db/connect';
import { contentTypeOf, type Storage } from '../../src/platform/storage/storage';
import { contentsOf, emptyDeployment, manifestOf, populateForBackup, runCommand, withDatabase } from '../support/backup';
import { embeddedDatabase } from '../support/database';
import { startTestServer, type TestServer } from '../support/server';

const HOUR_MS = 60 * 60 * 1000;

/** The archives in the backup folder, oldest first. */
const archivesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

async function scheduleRow(server: TestServer) {
  const [row] = await queryRows<{ next_due_at: string; claimed_until: string | null; last_success_at: string | null; last_error: string | null }>(
    server.platform.database.db,
    sql`select next_due_at::text, claimed_until::text, last_success_at::text, last_error from scheduled_backup`,
  );
  return row;
}

async function backupAgeFigure(server: TestServer): Promise<string | undefined> {
  const text = await server.platform.metrics.text();
  return text.split('\n').find((line) => line.startsWith('mithaq_backup_age_seconds '))?.split(' ')[1];
}

describe('the scheduled backup (BACKUP_EVERY_HOURS, BACKUP_KEEP, BACKUP_DIR)', () => {
  let server: TestServer;
  let backupDir: string;
  let embedded: Database;
  const made: string[] = [];

  beforeAll(async () => {
    // The embedded deployment's own database (under test:pg too): the schedule's one row is this test's alone,
    // and the running server dumps it while it keeps serving (server/src/platform/backup/write-backup.ts).
    embedded = await embeddedDatabase();
    server = await startTestServer({ database: embedded, env: { BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' } });
    backupDir = server.platform.config.backup.dir;
    await populateForBackup(server);
  });
  afterAll(async () => {
    await server.close();
    await embedded.close();
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('waits an hour after the first start, and the age counts from then', async () => {
    expect(Number(await backupAgeFigure(server))).toBeNaN(); // nothing scheduled yet
    expect(await runScheduledBackup(server.platform)).toEqual({ ran: false });
    expect(archivesIn(backupDir)).toEqual([]);
    server.clock.advance(30 * 60 * 1000);
    expect(await runScheduledBackup(server.platform)).toEqual({ ran: false });
    expect(Number(await backupAgeFigure(server))).toBe(30 * 60);
  });

  it('then writes an archive that restores every row, ledger sum, message and picture into an empty deployment', async () => {
    server.clock.advance(30 * 60 * 1000);
    const source = await contentsOf(server.platform.database.db, server.platform.storage);
    const outcome = await runScheduledBackup(server.platform);
    expect(outcome).toMatchObject({ ran: true, deleted: [] });
    const archive = outcome.ran ? outcome.archive : '';
    expect(path.dirname(archive)).toBe(backupDir);
    expect(archivesIn(backupDir)).toEqual([path.basename(archive)]);
    expect(path.basename(archive)).toMatch(/^mithaq-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(Number(await backupAgeFigure(server))).toBe(0);

    const manifest = await manifestOf(archive);
    expect(manifest.createdAt).toBe(server.clock.now().toISOString());
    const fresh = emptyDeployment();
    made.push(fresh.dataDir);
    const restored = await runCommand(restoreCommand, [archive], fresh.deps);
    expect(restored.errors).not.toContain('Nothing was written');
    expect(restored.code).toBe(0);
    const copy = await withDatabase(fresh.deps, (database) => contentsOf(database.db, fresh.deps.storage));
    expect(copy.rows).toEqual(source.rows);
    expect(copy.ledger).toEqual(source.ledger);
    expect(copy.messages).toEqual(source.messages);
    expect(copy.media).toEqual(source.media);
  });

  it('is not due again before BACKUP_EVERY_HOURS, and of two servers asking at once only one writes it', async () => {
    server.clock.advance(23 * HOUR_MS);
    expect(await runScheduledBackup(server.platform)).toEqual({ ran: false });
    expect(Number(await backupAgeFigure(server))).toBe(23 * 60 * 60);
    server.clock.advance(HOUR_MS);
    const outcomes = await Promise.all([runScheduledBackup(server.platform), runScheduledBackup(server.platform)]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(archivesIn(backupDir)).toHaveLength(2);
  });

  it('keeps the newest BACKUP_KEEP archives, deletes a crashed run\'s day-old partial, and never touches other files', async () => {
    const own = path.join(backupDir, 'before-the-upgrade.tar.gz');
    fs.writeFileSync(own, 'an operator\'s own copy');
    const crashed = path.join(backupDir, 'mithaq-backup-20200101T000000Z.tar.gz.partial');
    fs.writeFileSync(crashed, 'half');
    const before = archivesIn(backupDir).filter((name) => name.endsWith('Z.tar.gz'));
    server.clock.advance(24 * HOUR_MS);
    fs.utimesSync(crashed, new Date(server.clock.now().getTime() - 25 * HOUR_MS), new Date(server.clock.now().getTime() - 25 * HOUR_MS));
    const outcome = await runScheduledBackup(server.platform);
    expect(outcome).toMatchObject({ ran: true, deleted: [before[0], path.basename(crashed)] });
    const after = archivesIn(backupDir);
    expect(after).toEqual([before[1]!, path.basename(outcome.ran ? outcome.archive : ''), 'before-the-upgrade.tar.gz'].sort());
  });

  it('records a failure, leaves no partial archive, tries again within the hour, and the age keeps growing', async () => {
    server.clock.advance(24 * HOUR_MS);
    const failing: Storage = {
      ...server.platform.storage,
      get: async (key) => ({
        body: Readable.from(
          (async function* () {
            yield Buffer.from('the first bytes');
            throw new Error('connection reset by the bucket');
          })(),
        ),
        size: 1000,
        contentType: contentTypeOf(key),
      }),
    };
    const before = archivesIn(backupDir);
    await expect(runScheduledBackup({ ...server.platform, storage: failing })).rejects.toThrow('connection reset by the bucket');
    expect(archivesIn(backupDir)).toEqual(before);
    const row = await scheduleRow(server);
    expect(row?.last_error).toBe('connection reset by the bucket');
    expect(row?.claimed_until).toBeNull();
    expect(new Date(row!.next_due_at).getTime()).toBe(server.clock.now().getTime() + HOUR_MS);
    expect(Number(await backupAgeFigure(server))).toBe(24 * 60 * 60);

    server.clock.advance(HOUR_MS);
    expect(await runScheduledBackup(server.platform)).toMatchObject({ ran: true });
    expect(Number(await backupAgeFigure(server))).toBe(0);
  });

  it('refuses a run that would fill the disk, saying so, and writes nothing', async () => {
    server.clock.advance(24 * HOUR_MS);
    // The last archive "was" a petabyte: no disk here has 1.2 times that free.
    await server.platform.database.db.execute(sql`update scheduled_backup set last_bytes = ${2 ** 50}`);
    const before = archivesIn(backupDir);
    await expect(runScheduledBackup(server.platform)).rejects.toThrow(/not enough free space in BACKUP_DIR .* the last archive was 1073741824 MB/);
    expect(archivesIn(backupDir)).toEqual(before);
    expect((await scheduleRow(server))?.last_error).toMatch(/^not enough free space/);
    await server.platform.database.db.execute(sql`update scheduled_backup set last_bytes = 1`);
  });

  it('stops between two entries when the server shuts down: nothing left, the claim given back, due at once', async () => {
    server.clock.advance(2 * HOUR_MS);
    const stop = new AbortController();
    let entries = 0;
    const stopping: Storage = {
      ...server.platform.storage,
      get: async (key) => {
        if (++entries === 2) stop.abort(); // the shutdown comes while the pictures are copied
        return server.platform.storage.get(key);
      },
    };
    const before = archivesIn(backupDir);
    expect(await runScheduledBackup({ ...server.platform, storage: stopping }, stop.signal)).toEqual({ ran: false });
    expect(entries).toBe(2);
    expect(archivesIn(backupDir)).toEqual(before);
    const row = await scheduleRow(server);
    expect(row?.claimed_until).toBeNull();
    expect(new Date(row!.next_due_at).getTime()).toBe(server.clock.now().getTime());
    expect(await runScheduledBackup(server.platform)).toMatchObject({ ran: true });
  });

  it('never runs with BACKUP_EVERY_HOURS=0', async () => {
    server.clock.advance(48 * HOUR_MS);
    const off = { ...server.platform, config: { ...server.platform.config, backup: { ...server.platform.config.backup, everyHours: 0 } } };
    const before = archivesIn(backupDir);
    expect(await runScheduledBackup(off)).toEqual({ ran: false });
    expect(archivesIn(backupDir)).toEqual(before);
  });
});
