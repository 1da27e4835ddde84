import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATE_USAGE, storageMigrateCommand } from '../../src/cli/storage-migrate-command';
import { createS3Storage } from '../../src/platform/storage/s3';
import type { Storage } from '../../src/platform/storage/storage';
import { startS3Server, type TestS3Server } from '../support/s3-server';

const root = path.resolve(import.meta.dirname, '../../..');
let s3: TestS3Server;
let bucket: Storage;
const folders: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3Storage(s3.config);
});
afterAll(() => s3.close());
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A DATA_DIR whose media folder holds `files` (key → bytes), as a server leaves it. */
function dataDirWith(files: Record<string, Buffer>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-migrate-'));
  folders.push(dataDir);
  for (const [key, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, 'media', key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', key), bytes);
  }
  return dataDir;
}

const pictureFiles = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, () => [`pictures/${crypto.randomBytes(8).toString('base64url')}.webp`, crypto.randomBytes(500 + Math.floor(Math.random() * 500))]));

function sink() {
  let text = '';
  return { stream: new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += chunk.toString()), done()) }), text: () => text };
}

async function migrate(argv: string[], dataDir: string, destination?: Storage) {
  const output = sink();
  const errors = sink();
  const code = await storageMigrateCommand(argv, { output: output.stream, errors: errors.stream }, { config: { dataDir, s3: s3.config }, destination });
  return { code, output: output.text(), errors: errors.text() };
}

async function expectInBucket(files: Record<string, Buffer>) {
  for (const [key, bytes] of Object.entries(files)) {
    const object = await bucket.get(key);
    expect(object, key).not.toBeNull();
    expect(await buffer(object!.body), key).toEqual(bytes);
  }
}

describe('npm run storage:migrate', () => {
  it('copies every picture the server made, with its type; leaves half-written and foreign files behind', async () => {
    const files = { ...pictureFiles(3), 'selfies/abc/def.webp': Buffer.from('selfie'), 'pictures/old.png': Buffer.from('png bytes') };
    const dataDir = dataDirWith({ ...files, 'pictures/new.webp.4242.tmp': Buffer.from('half'), 'notes.txt': Buffer.from('x') });
    const run = await migrate([], dataDir);
    expect(run.code).toBe(0);
    expect(run.output).toMatch(/^Copied 5 files \(0\.0 MB\) to bucket mithaq-test; 0 already there; 0 failed\./);
    expect(run.output).toContain('Left out 2 files that are not pictures the server made: notes.txt, pictures/new.webp.4242.tmp');
    expect(run.errors).toContain('5/5 files, 5 copied');
    await expectInBucket(files);
    expect((await bucket.get('pictures/old.png'))?.contentType).toBe('image/png');
    expect(await bucket.head('notes.txt')).toBeNull();
  });

  it('is idempotent: a second run copies nothing and says what is already there', async () => {
    const files = pictureFiles(4);
    const dataDir = dataDirWith(files);
    expect((await migrate([], dataDir)).code).toBe(0);
    const again = await migrate([], dataDir);
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/^Copied 0 files \(0\.0 MB\) to bucket mithaq-test; 4 already there; 0 failed\./);
    await expectInBucket(files);
  });

  it('resumes: after a run that failed part-way, the next one copies only what is missing or differs', async () => {
    const files = pictureFiles(10);
    const dataDir = dataDirWith(files);
    // The store stops taking uploads after the fourth (connection lost mid-run).
    let puts = 0;
    const flaky: Storage = { ...bucket, put: (...args) => (++puts > 4 ? Promise.reject(new Error('connection reset by the store')) : bucket.put(...args)) };
    const interrupted = await migrate(['--concurrency', '1'], dataDir, flaky);
    expect(interrupted.code).toBe(1);
    expect(interrupted.output).toContain('Copied 4 files');
    expect(interrupted.output).toContain('6 failed');
    expect(interrupted.output).toContain('connection reset by the store');
    expect(interrupted.output).toContain('Run it again');
    // Someone else left a truncated copy of one of the missing files: a different size is copied again.
    const missing = [];
    for (const [key, bytes] of Object.entries(files)) if ((await bucket.head(key)) === null) missing.push({ key, bytes });
    expect(missing).toHaveLength(6);
    await bucket.put(missing[0]!.key, missing[0]!.bytes.subarray(0, 10), 'image/webp');

    const resumed = await migrate([], dataDir);
    expect(resumed.code).toBe(0);
    expect(resumed.output).toMatch(/^Copied 6 files \(0\.0 MB\) to bucket mithaq-test; 4 already there; 0 failed\./);
    await expectInBucket(files);
  });

  it('--dry-run says what it would copy and writes nothing; --from names another folder', async () => {
    const files = pictureFiles(2);
    const elsewhere = path.join(dataDirWith(files), 'media');
    const run = await migrate(['--dry-run', '--from', elsewhere], dataDirWith({}));
    expect(run.code).toBe(0);
    expect(run.output).toMatch(/^Dry run: 2 files would be copied \(0\.0 MB\) to bucket mithaq-test; 0 already there; nothing was written\./);
    for (const key of Object.keys(files)) expect(await bucket.head(key)).toBeNull();
  });

  it('refuses wrong usage, a missing folder and an unreachable bucket, copying nothing', async () => {
    const dataDir = dataDirWith(pictureFiles(1));
    for (const argv of [['--concurrency', '0'], ['--nope'], ['extra']]) {
      const run = await migrate(argv, dataDir);
      expect(run.code).toBe(2);
      expect(run.errors).toContain(MIGRATE_USAGE);
    }
    expect((await migrate(['--from', path.join(dataDir, 'missing')], dataDir)).errors).toContain('Cannot read the folder');
    const unreachable = await migrate([], dataDir, createS3Storage({ ...s3.config, secretAccessKey: 'wrong' }));
    expect(unreachable.code).toBe(1);
    expect(unreachable.errors).toContain('Cannot reach the bucket mithaq-test');
  });

  it('runs as a command with the servers\' environment, and says so when no bucket is configured', { timeout: 60_000 }, async () => {
    const files = pictureFiles(2);
    const dataDir = dataDirWith(files);
    const command = async (env: Record<string, string>) => {
      const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/cli/storage-migrate.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      return { code, stdout, stderr };
    };
    const copied = await command(s3.env);
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain('Copied 2 files');
    await expectInBucket(files);
    const unconfigured = await command({});
    expect(unconfigured.code).toBe(2);
    expect(unconfigured.stderr).toContain('set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });
});
