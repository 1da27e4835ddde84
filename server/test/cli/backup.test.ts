import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_USAGE, backupCommand, type BackupDeps } from '../../src/cli/backup-command';
import { RESTORE_USAGE, restoreCommand } from '../../src/cli/restore-command';
import { createArchiveWriter } from '../../src/platform/backup/archive';
import { databaseFacts } from '../../src/platform/backup/database';
import type { Manifest } from '../../src/platform/backup/manifest';
import { openDatabase, type Database } from '../../src/platform/db/connect';
import { EmbeddedDatabaseInUseError } from '../../src/platform/db/embedded-lock';
import { migrate } from '../../src/platform/db/migrate';
import { createLocalStorage } from '../../src/platform/storage/local';
import { createS3Storage } from '../../src/platform/storage/s3';
import { contentTypeOf, type Storage } from '../../src/platform/storage/storage';
import { claimScheduledRun, contentsOf, emptyDeployment, manifestOf, populateForBackup, runCommand, runScript, scheduledBackupRow, withDatabase } from '../support/backup';
import { embeddedDatabase } from '../support/database';
import { pictureBytes } from '../support/media';
import { startS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/server';


describe('npm run backup and npm run restore of an embedded deployment', () => {
  let server: TestServer;
  let work: string;
  let archive: string;
  let uploadedKey: string;
  const made: string[] = [];
  const backupDeps = (): BackupDeps => ({
    // The server's own database stays open: the command closes only what it opened.
    openDatabase: async () => ({ ...server.platform.database, close: async () => undefined }),
    storage: server.platform.storage,
    mediaSource: 'local',
    build: { version: '9.9.9', commit: null },
    now: () => new Date('2026-11-27T12:00:00Z'),
  });
  const deployment = () => {
    const fresh = emptyDeployment();
    made.push(fresh.dataDir);
    return fresh;
  };

  let embedded: Database;

  beforeAll(async () => {
    // The embedded deployment's database under test:pg too, whose runs are PostgreSQL's otherwise.
    embedded = await embeddedDatabase();
    server = await startTestServer({ database: embedded });
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-backup-'));
    ({ uploadedKey } = await populateForBackup(server));
    archive = path.join(work, 'mithaq.tar.gz');
  });
  afterAll(async () => {
    await server.close();
    await embedded.close();
    for (const dir of [work, ...made]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up into one archive, prints its path last, and restores every row, ledger sum, message and picture byte into an empty deployment', async () => {
    // What the archive must hold: read before the backup, which then records its own time.
    const source = await contentsOf(server.platform.database.db, server.platform.storage);
    const backedUp = await runCommand(backupCommand, ['--to', archive], backupDeps());
    expect(backedUp.errors).not.toContain('failed');
    expect(backedUp.code).toBe(0);
    expect(backedUp.output.trimEnd().split('\n').at(-1)).toBe(archive);
    expect(fs.existsSync(`${archive}.partial`)).toBe(false);

    expect(source.rows.users).toBeGreaterThanOrEqual(3);
    expect(source.messages.map((message) => message.content)).toContain('الحمد لله — all well 🌙');
    expect(Object.keys(source.media)).toContain(uploadedKey);
    expect(source.ledger.some((row) => row.sum !== 0)).toBe(true);

    const { deps } = deployment();
    const restored = await runCommand(restoreCommand, [archive], deps);
    expect(restored.errors).not.toContain('Nothing was written');
    expect(restored.code).toBe(0);
    expect(restored.output).toContain(`and ${Object.keys(source.media).length} pictures`);

    const copy = await withDatabase(deps, (database) => contentsOf(database.db, deps.storage));
    expect(copy.rows).toEqual(source.rows);
    expect(copy.ledger).toEqual(source.ledger);
    for (const row of copy.ledger) expect(row.sum, row.id).toBe(row.balance);
    expect(copy.messages).toEqual(source.messages);
    expect(copy.media).toEqual(source.media);
  });

  it('writes a manifest with the versions, the database kind, the migration level, the counts and every file\'s checksum', async () => {
    const manifest = await manifestOf(archive);
    expect(manifest).toMatchObject({
      formatVersion: 1,
      app: { version: '9.9.9', commit: null },
      createdAt: '2026-11-27T12:00:00.000Z',
      database: { kind: 'pglite', method: 'pglite-dumpDataDir', path: 'database/pglite-datadir.tar.gz' },
      media: { source: 'local' },
    });
    const { migrations, rows } = await databaseFacts(server.platform.database.db);
    expect(manifest.database).toMatchObject({ migrations });
    // The backup recorded its own time after the archive was written (the backup-age metric's row).
    expect(rows.scheduled_backup).toBe(1);
    expect(manifest.counts).toMatchObject({ rows: { ...rows, scheduled_backup: 0 } });
    expect(manifest.files.find((file) => file.path === `media/${uploadedKey}`)?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.files.filter((file) => file.path.startsWith('media/')).length).toBe(manifest.counts.mediaFiles);
  });

  it('restores the scheduled backup\'s row without the source\'s claim, the archive counted as its newest backup', async () => {
    // A scheduled run holds the claim while it dumps: the archive carries it, and an older success.
    const now = new Date('2026-11-28T12:00:00Z');
    expect(await claimScheduledRun(server.platform.database.db, now)).toBe(true);
    const claimed = path.join(work, 'claimed.tar.gz');
    expect((await runCommand(backupCommand, ['--to', claimed], { ...backupDeps(), now: () => now })).code).toBe(0);
    const manifest = await manifestOf(claimed);
    expect(manifest.counts.rows.scheduled_backup).toBe(1);

    const { deps } = deployment();
    const restored = await runCommand(restoreCommand, [claimed], deps);
    expect(restored.code, restored.errors).toBe(0);
    const row = await withDatabase(deps, (database) => scheduledBackupRow(database.db));
    expect(row).toEqual({ claimedUntil: null, claimedBy: null, lastSuccessAt: new Date(manifest.createdAt) });
  });

  it('restores the pictures into an S3 bucket, and backs up from the bucket the very same bytes', async () => {
    const s3 = await startS3Server();
    try {
      const bucket = createS3Storage(s3.config);
      const { deps } = deployment();
      const restored = await runCommand(restoreCommand, [archive], { ...deps, storage: bucket });
      expect(restored.code).toBe(0);
      const inBucket = await contentsOf(server.platform.database.db, bucket);
      expect(inBucket.media).toEqual((await contentsOf(server.platform.database.db, server.platform.storage)).media);

      const fromBucket = path.join(work, 'from-bucket.tar.gz');
      const backedUp = await runCommand(backupCommand, ['--to', fromBucket], { ...backupDeps(), openDatabase: deps.openDatabase, storage: bucket, mediaSource: 's3' });
      expect(backedUp.code).toBe(0);
      const [first, second] = [await manifestOf(archive), await manifestOf(fromBucket)];
      expect(second.media.source).toBe('s3');
      const pictureFiles = (manifest: Manifest) => manifest.files.filter((file) => file.path.startsWith('media/')).sort((a, b) => a.path.localeCompare(b.path));
      expect(pictureFiles(second)).toEqual(pictureFiles(first));
      expect(second.counts.rows).toEqual(first.counts.rows);
    } finally {
      await s3.close();
    }
  });

  it('refuses a deployment with members or pictures unless --force, which moves the embedded database aside', async () => {
    const { dataDir, deps } = deployment();
    expect((await runCommand(restoreCommand, [archive], deps)).code).toBe(0);
    const before = fs.readdirSync(dataDir).sort();

    const refused = await runCommand(restoreCommand, [archive], deps);
    expect(refused.code).toBe(1);
    expect(refused.errors).toMatch(/its database has \d+ members/);
    expect(refused.errors).toMatch(/its picture store has \d+ files/);
    expect(refused.errors).toContain('Nothing was written.');
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);

    const forced = await runCommand(restoreCommand, [archive, '--force'], deps);
    expect(forced.code).toBe(0);
    const aside = fs.readdirSync(dataDir).filter((name) => name.startsWith('db.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(forced.output).toContain(path.join(dataDir, aside[0]!));
    expect(fs.existsSync(path.join(dataDir, aside[0]!, 'PG_VERSION'))).toBe(true);
  });

  it('refuses an archive with one byte of a picture changed before writing anything', async () => {
    const tar = zlib.gunzipSync(fs.readFileSync(archive));
    const stored = await server.platform.storage.get(uploadedKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const at = tar.indexOf(bytes);
    expect(at).toBeGreaterThan(0);
    tar[at + Math.floor(bytes.length / 2)]! ^= 0x01;
    const corrupted = path.join(work, 'corrupted.tar.gz');
    fs.writeFileSync(corrupted, zlib.gzipSync(tar));

    const { dataDir, deps } = deployment();
    const refused = await runCommand(restoreCommand, [corrupted], deps);
    expect(refused.code).toBe(1);
    expect(refused.errors).toContain('1 files missing or changed');
    expect(refused.errors).toContain(`media/${uploadedKey}`);
    expect(refused.errors).toContain('Nothing was written.');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses an archive cut short, an unknown manifest format and another database kind, saying what to do', async () => {
    const { dataDir, deps } = deployment();
    const cut = path.join(work, 'cut.tar.gz');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const truncated = await runCommand(restoreCommand, [cut], deps);
    expect(truncated.code).toBe(1);
    expect(truncated.errors).toContain('The archive cannot be read');

    const future = path.join(work, 'future.tar.gz');
    const writer = await createArchiveWriter(future);
    const manifest = Buffer.from(JSON.stringify({ format: 'mithaq-backup', formatVersion: 2 }));
    await writer.add('manifest.json', manifest.length, manifest);
    await writer.close();
    const unknown = await runCommand(restoreCommand, [future], deps);
    expect(unknown.code).toBe(1);
    expect(unknown.errors).toContain('This archive\'s format is version 2; this Mithaq reads version 1');

    // Refused from the manifest alone: this PostgreSQL is never contacted.
    const toPostgres = await runCommand(restoreCommand, [archive], { ...deps, target: { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:9/none' } });
    expect(toPostgres.code).toBe(1);
    expect(toPostgres.errors).toContain('This archive holds an embedded (PGlite) database, and this deployment uses a PostgreSQL database');
    expect(toPostgres.errors).toContain('Restore it on an embedded deployment (DATABASE_URL unset)');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('leaves no archive, whole or partial, when a picture cannot be read to its end', async () => {
    const broken = path.join(work, 'broken.tar.gz');
    const storage = server.platform.storage;
    const failing: Storage = {
      ...storage,
      get: async (key) => ({
        body: Readable.from((async function* () {
          yield Buffer.from('the first bytes');
          throw new Error('connection reset by the bucket');
        })()),
        size: 1000,
        contentType: contentTypeOf(key),
      }),
    };
    const failed = await runCommand(backupCommand, ['--to', broken], { ...backupDeps(), storage: failing });
    expect(failed.code).toBe(1);
    expect(failed.errors).toContain('The backup failed: connection reset by the bucket. No archive was written.');
    expect(fs.existsSync(broken)).toBe(false);
    expect(fs.existsSync(`${broken}.partial`)).toBe(false);
  });

  it('says that a running server holds the embedded database, and refuses bad flags with the usage (exit 2)', async () => {
    const held = await runCommand(backupCommand, ['--to', path.join(work, 'held.tar.gz')], {
      ...backupDeps(),
      openDatabase: () => Promise.reject(new EmbeddedDatabaseInUseError('/srv/mithaq/db', 4242)),
    });
    expect(held.code).toBe(1);
    expect(held.errors).toContain('can be opened by one process only, and a server (pid 4242) has it: stop the server, run the backup, start the server again');
    expect(fs.existsSync(path.join(work, 'held.tar.gz'))).toBe(false);

    const existing = await runCommand(backupCommand, ['--to', archive], backupDeps());
    expect(existing.code).toBe(1);
    expect(existing.errors).toContain('exists already');
    const nowhere = await runCommand(backupCommand, ['--to', path.join(work, 'no-such-folder', 'x.tar.gz')], backupDeps());
    expect(nowhere.code).toBe(1);
    expect(nowhere.errors).toContain('Cannot write');
    expect(nowhere.errors).toContain('No archive was written.');

    for (const argv of [[], ['--to'], ['--dest', 'x.tar.gz'], ['--to', 'x.tar.gz', 'extra']]) {
      const refused = await runCommand(backupCommand, argv, backupDeps());
      expect(refused.code, argv.join(' ')).toBe(2);
      expect(refused.errors).toContain(BACKUP_USAGE);
    }
    const { deps } = deployment();
    for (const argv of [[], [archive, archive], ['--forc', archive], ['--help']]) {
      const refused = await runCommand(restoreCommand, argv, deps);
      expect(refused.code, argv.join(' ')).toBe(2);
      expect(refused.errors).toContain(RESTORE_USAGE);
    }
  });
});

describe('npm run backup and npm run restore as commands', () => {
  it('take the servers\' configuration (DATA_DIR), print the archive last, and exit 2 on a bad flag', { timeout: 120_000 }, async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-backup-cli-'));
    try {
      const source = path.join(work, 'source');
      const database = await openDatabase({ kind: 'pglite', dir: path.join(source, 'db') });
      await migrate(database.db);
      await database.close();
      await createLocalStorage(path.join(source, 'media')).put('pictures/one.webp', pictureBytes, 'image/webp');

      const badFlag = await runScript('backup', source, ['--to']);
      expect(badFlag.code).toBe(2);
      expect(badFlag.stderr).toContain(BACKUP_USAGE);

      const archive = path.join(work, 'backup.tar.gz');
      const backedUp = await runScript('backup', source, ['--to', archive]);
      expect(backedUp.stderr).not.toContain('failed');
      expect(backedUp.code).toBe(0);
      expect(backedUp.stdout.trimEnd().split('\n').at(-1)).toBe(archive);

      const target = path.join(work, 'target');
      const restored = await runScript('restore', target, [archive]);
      expect(restored.stderr).not.toContain('Nothing was written');
      expect(restored.code).toBe(0);
      expect(fs.readFileSync(path.join(target, 'media', 'pictures', 'one.webp'))).toEqual(pictureBytes);
      expect(fs.existsSync(path.join(target, 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
