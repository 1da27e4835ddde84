import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GC_GRACE_MS, GC_USAGE, keysInUse, storageGcCommand } from '../../src/cli/storage-gc-command';
import { createS3Storage, parseListPage } from '../../src/platform/storage/s3';
import type { Storage } from '../../src/platform/storage/storage';
import { givePicture } from '../support/media';
import { memberThroughApi } from '../support/profiles';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/server';
import { requestVerification, requestsOf } from '../support/verification';

const root = path.resolve(import.meta.dirname, '../../..');

function sink() {
  let text = '';
  return { stream: new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += chunk.toString()), done()) }), text: () => text };
}

async function gc(argv: string[], deps: Parameters<typeof storageGcCommand>[2]) {
  const output = sink();
  const errors = sink();
  const code = await storageGcCommand(argv, { output: output.stream, errors: errors.stream }, deps);
  return { code, output: output.text(), errors: errors.text() };
}

const orphanKey = (folder = 'pictures') => `${folder}/orphan-${crypto.randomBytes(8).toString('base64url')}.webp`;

describe('npm run storage:gc against the local folder and the database', () => {
  let server: TestServer;
  let media: string;
  beforeAll(async () => {
    server = await startTestServer({ isolatedDatabase: true });
    media = path.join(server.dataDir, 'media');
  });
  afterAll(() => server.close());

  const storage = () => server.platform.storage;
  const stored = async (key: string) => (await storage().head(key)) !== null;
  /** Writes `key` as if it had been stored `ageMs` ago. */
  async function storeAged(key: string, ageMs: number) {
    await storage().put(key, Buffer.from('orphaned bytes'), 'image/webp');
    const then = new Date(Date.now() - ageMs);
    fs.utimesSync(path.join(media, key), then, then);
  }
  const age = (key: string, ageMs: number) => {
    const then = new Date(Date.now() - ageMs);
    fs.utimesSync(path.join(media, key), then, then);
  };
  const run = (argv: string[]) => gc(argv, { keysInUse: () => keysInUse(server.platform.database), storage: storage(), now: new Date() });

  it('lists old orphans in a dry run, spares fresh ones; --delete removes only the old orphans, never a file a row points to', async () => {
    const member = await memberThroughApi(server);
    const picture = await givePicture(server, member.id);
    await requestVerification(server, member.token);
    const selfie = (await requestsOf(server, member.id))[0]!.selfiePath!;
    const inUse = [...Object.values(picture), selfie];
    for (const key of inUse) age(key, 2 * GC_GRACE_MS);
    const [oldPicture, oldSelfie, fresh] = [orphanKey(), orphanKey('selfies'), orphanKey()];
    await storeAged(oldPicture, 2 * GC_GRACE_MS);
    await storeAged(oldSelfie, GC_GRACE_MS + 60_000);
    await storeAged(fresh, GC_GRACE_MS - 60_000);
    fs.writeFileSync(path.join(media, 'pictures', 'half-written.webp.123.tmp'), 'x');

    const dry = await run([]);
    expect(dry.code).toBe(0);
    const listed = dry.output.split('\n').filter((line) => line.includes('\t')).map((line) => line.split('\t')[0]);
    expect(listed.sort()).toEqual([oldPicture, oldSelfie].sort());
    expect(dry.output).toContain(`2 stored files no row points to (0.0 MB)`);
    expect(dry.output).toContain('1 more are younger than an hour');
    expect(dry.output).toContain('1 files the server did not make');
    expect(dry.output).toContain('Dry run: nothing was deleted');
    for (const key of [oldPicture, oldSelfie, fresh, ...inUse]) expect(await stored(key), key).toBe(true);

    const deleted = await run(['--delete']);
    expect(deleted.code).toBe(0);
    expect(deleted.output).toContain('Deleted 2 files (0 failed).');
    expect(await stored(oldPicture)).toBe(false);
    expect(await stored(oldSelfie)).toBe(false);
    for (const key of [fresh, ...inUse]) expect(await stored(key), key).toBe(true);
    expect(fs.existsSync(path.join(media, 'pictures', 'half-written.webp.123.tmp'))).toBe(true);

    const again = await run([]);
    expect(again.output).toContain('0 stored files no row points to');
    expect(again.output).toContain('Nothing to delete.');
  });

  it('deletes nothing when the database cannot be read, nor when no row points to any file', async () => {
    const key = orphanKey();
    await storeAged(key, 2 * GC_GRACE_MS);
    const unreadable = await gc(['--delete'], { keysInUse: () => Promise.reject(new Error('connection refused')), storage: storage(), now: new Date() });
    expect(unreadable.code).toBe(1);
    expect(unreadable.errors).toContain('Cannot read the database: connection refused. Nothing was deleted.');
    const empty = await gc(['--delete'], { keysInUse: async () => new Set(), storage: storage(), now: new Date() });
    expect(empty.code).toBe(1);
    expect(empty.errors).toContain('No row points to any stored file');
    expect(await stored(key)).toBe(true);
  });

  it('refuses unknown flags and arguments with the usage (exit 2), deleting nothing', async () => {
    const key = orphanKey();
    await storeAged(key, 2 * GC_GRACE_MS);
    for (const argv of [['--delet'], ['--delete', 'now'], ['--delete=yes'], ['--help']]) {
      const refused = await run(argv);
      expect(refused.code, argv.join(' ')).toBe(2);
      expect(refused.errors).toContain(GC_USAGE);
    }
    expect(await stored(key)).toBe(true);
  });

  it('says so and deletes nothing when the store cannot be listed', async () => {
    const broken: Storage = { ...storage(), list: () => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('ENOTDIR')) }) }) };
    const result = await gc(['--delete'], { keysInUse: () => keysInUse(server.platform.database), storage: broken, now: new Date() });
    expect(result.code).toBe(1);
    expect(result.errors).toContain('Cannot list the stored files: ENOTDIR. Nothing was deleted.');
  });
});

describe('npm run storage:gc against an S3 bucket', () => {
  let s3: TestS3Server;
  let bucket: Storage;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = createS3Storage(s3.config);
  });
  afterAll(() => s3.close());

  it('lists the bucket\'s orphans and deletes only those past the grace period, never a key in use or another tool\'s', async () => {
    const [kept, orphan, foreign] = [orphanKey(), orphanKey('selfies'), 'exports/report.png'];
    for (const key of [kept, orphan, foreign]) await bucket.put(key, Buffer.from('bytes in the bucket'), 'image/webp');
    const deps = (now: Date) => ({ keysInUse: async () => new Set([kept]), storage: bucket, now });

    // Just written: an upload might still be committing its row.
    const fresh = await gc(['--delete'], deps(new Date()));
    expect(fresh.output).toContain('Deleted 0 files');
    expect(await bucket.head(orphan)).not.toBeNull();

    const later = new Date(Date.now() + GC_GRACE_MS + 60_000);
    const dry = await gc([], deps(later));
    expect(dry.output).toContain(`${orphan}\t19\t`);
    expect(dry.output).toContain('1 files the server did not make');
    const deleted = await gc(['--delete'], deps(later));
    expect(deleted.code).toBe(0);
    expect(await bucket.head(orphan)).toBeNull();
    expect(await bucket.head(kept)).not.toBeNull();
    expect(await bucket.head(foreign)).not.toBeNull();
  });

  it('follows ListObjectsV2 pages to the end', () => {
    const page = (keys: string[], next?: string) =>
      `<ListBucketResult>${keys.map((key) => `<Contents><Key>${key}</Key><LastModified>2026-01-01T00:00:00.000Z</LastModified><Size>3</Size></Contents>`).join('')}<IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}</ListBucketResult>`;
    expect(parseListPage(page(['pictures/a.webp', 'pictures/b&amp;c.webp'], 'tok/en=='))).toEqual({
      objects: [
        { key: 'pictures/a.webp', size: 3, modifiedAt: new Date('2026-01-01T00:00:00.000Z') },
        { key: 'pictures/b&c.webp', size: 3, modifiedAt: new Date('2026-01-01T00:00:00.000Z') },
      ],
      next: 'tok/en==',
    });
    expect(parseListPage(page(['pictures/c.webp'])).next).toBeUndefined();
    expect(() => parseListPage('<ListBucketResult><IsTruncated>true</IsTruncated></ListBucketResult>')).toThrow(/continuation token/);
  });
});

describe('npm run storage:gc as a command', () => {
  it('runs with the servers\' configuration, refuses a bad flag (exit 2) and a database it cannot read (exit 1)', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-gc-'));
    try {
      fs.mkdirSync(path.join(dataDir, 'media', 'pictures'), { recursive: true });
      const orphan = path.join(dataDir, 'media', 'pictures', 'orphan.webp');
      fs.writeFileSync(orphan, 'bytes');
      fs.utimesSync(orphan, new Date(Date.now() - 2 * GC_GRACE_MS), new Date(Date.now() - 2 * GC_GRACE_MS));
      const command = (args: string[]) =>
        new Promise<{ code: number | null; stderr: string }>((resolve) => {
          const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/cli/storage-gc.ts', ...args], {
            cwd: root,
            env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
          });
          let stderr = '';
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (code) => resolve({ code, stderr }));
        });
      const badFlag = await command(['--dry']);
      expect(badFlag.code).toBe(2);
      expect(badFlag.stderr).toContain(GC_USAGE);
      // A fresh embedded database has no tables yet: it cannot be read, so nothing goes.
      const noSchema = await command(['--delete']);
      expect(noSchema.code).toBe(1);
      expect(noSchema.stderr).toContain('Cannot read the database');
      expect(fs.existsSync(orphan)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
