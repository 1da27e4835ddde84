import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/events';
import { createOutboxWorker } from '../../src/jobs/outbox-worker';
import { inTransaction } from '../../src/platform/after-commit';
import { createInProcessBus } from '../../src/platform/bus';
import { createTestClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db/connect';
import { outbox } from '../../src/platform/db/schema/notifications';
import { createLogger } from '../../src/platform/logger';
import { retryDelayMs } from '../../src/platform/outbox/deliver';
import { createLocalStorage } from '../../src/platform/storage/local';
import { createS3Storage } from '../../src/platform/storage/s3';
import { queueFileDeletes } from '../../src/platform/storage/deletes';
import type { Storage } from '../../src/platform/storage/storage';
import { isolatedDatabase } from '../support/database';
import { startS3Server } from '../support/s3-server';

// Its own database: the rows of the storage lane here are this file's only.
let database: Database;
const logger = createLogger({ level: 'silent', pretty: false });
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-storage-deletes-'));
const local = createLocalStorage(root);
const noMail = { send: () => Promise.reject(new Error('no mail in this test')) };

beforeAll(async () => {
  database = await isolatedDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const bus = createInProcessBus<DomainEvent>(() => undefined);
const rowsOf = (keys: string[]) => database.db.select().from(outbox).where(eq(outbox.kind, 'storage.delete')).then((rows) => rows.filter((row) => JSON.stringify(row.payload) === JSON.stringify({ keys })));
let counter = 0;
async function storedFile() {
  const key = `pictures/deletes-${++counter}-${Date.now()}.webp`;
  await local.put(key, Buffer.from('picture bytes'), 'image/webp');
  return key;
}

/** The local folder, whose deletes fail `failures` times first (a store that is down). */
function failingFirst(failures: number): Storage & { tries: () => number } {
  let tries = 0;
  return {
    ...local,
    delete: async (key) => {
      tries += 1;
      if (tries <= failures) throw new Error('the store is down');
      await local.delete(key);
    },
    tries: () => tries,
  };
}

describe('deletes of stored files through the outbox', () => {
  it('retries a delete that failed, with the outbox back-off, until the file is gone', async () => {
    const clock = createTestClock('2026-06-01T10:00:00Z');
    const storage = failingFirst(1);
    const worker = createOutboxWorker({ db: database.db, clock, logger, mailer: noMail, storage });
    const key = await storedFile();
    await inTransaction({ database, bus }, (tx) => queueFileDeletes(tx, [key], clock.now()));

    expect(await worker.deliverDue()).toBe(1);
    let [row] = await rowsOf([key]);
    expect(row).toMatchObject({ lane: 'storage', attempts: 1, sentAt: null, failedAt: null, lastError: 'Error: the store is down' });
    expect(await local.head(key)).not.toBeNull();

    expect(await worker.deliverDue()).toBe(0); // not due before its back-off
    clock.advance(retryDelayMs(1));
    expect(await worker.deliverDue()).toBe(1);
    [row] = await rowsOf([key]);
    expect(row!.sentAt).not.toBeNull();
    expect(await local.head(key)).toBeNull();
    expect(storage.tries()).toBe(2);
  });

  it('counts a file that is already gone as deleted', async () => {
    const clock = createTestClock('2026-06-02T10:00:00Z');
    const worker = createOutboxWorker({ db: database.db, clock, logger, mailer: noMail, storage: local });
    const gone = await storedFile();
    await local.delete(gone);
    await inTransaction({ database, bus }, (tx) => queueFileDeletes(tx, [gone], clock.now()));
    expect(await worker.deliverDue()).toBe(1);
    expect((await rowsOf([gone]))[0]).toMatchObject({ attempts: 1, lastError: null });
    expect((await rowsOf([gone]))[0]!.sentAt).not.toBeNull();
  });

  it('queues nothing when the transaction rolls back: the file stays, as the row pointing at it does', async () => {
    const clock = createTestClock('2026-06-03T10:00:00Z');
    const worker = createOutboxWorker({ db: database.db, clock, logger, mailer: noMail, storage: local });
    const key = await storedFile();
    await expect(
      inTransaction({ database, bus }, async (tx) => {
        await queueFileDeletes(tx, [key], clock.now());
        throw new Error('the removal failed after queueing');
      }),
    ).rejects.toThrow('the removal failed');
    await worker.deliverDue();
    expect(await rowsOf([key])).toEqual([]);
    expect(await local.head(key)).not.toBeNull();
  });

  it('leaves the storage lane untouched by a worker without a storage', async () => {
    const clock = createTestClock('2026-06-04T10:00:00Z');
    const key = await storedFile();
    await inTransaction({ database, bus }, (tx) => queueFileDeletes(tx, [key], clock.now()));
    const mailOnly = createOutboxWorker({ db: database.db, clock, logger, mailer: noMail });
    await mailOnly.deliverDue();
    expect((await rowsOf([key]))[0]).toMatchObject({ attempts: 0, sentAt: null });
    await createOutboxWorker({ db: database.db, clock, logger, mailer: noMail, storage: local }).deliverDue();
    expect(await local.head(key)).toBeNull();
  });

  it('retries against an S3 bucket that refused the delete, until the object is gone', async () => {
    const s3 = await startS3Server();
    try {
      const clock = createTestClock('2026-06-05T10:00:00Z');
      const bucket = createS3Storage(s3.config);
      // The store answers but refuses (keys rotated, a policy): then it is fixed.
      let target = createS3Storage({ ...s3.config, secretAccessKey: 'not-the-secret' });
      const worker = createOutboxWorker({ db: database.db, clock, logger, mailer: noMail, storage: { delete: (key) => target.delete(key) } });
      const key = `pictures/s3-delete-${Date.now()}.webp`;
      await bucket.put(key, Buffer.from('in the bucket'), 'image/webp');
      await inTransaction({ database, bus }, (tx) => queueFileDeletes(tx, [key], clock.now()));

      expect(await worker.deliverDue()).toBe(1);
      expect((await rowsOf([key]))[0]).toMatchObject({ attempts: 1, sentAt: null });
      expect((await rowsOf([key]))[0]!.lastError).toMatch(/S3 DELETE failed: 403/);
      expect(await bucket.head(key)).not.toBeNull();

      target = bucket;
      clock.advance(retryDelayMs(1));
      expect(await worker.deliverDue()).toBe(1);
      expect((await rowsOf([key]))[0]!.sentAt).not.toBeNull();
      expect(await bucket.head(key)).toBeNull();
    } finally {
      await s3.close();
    }
  });
});
