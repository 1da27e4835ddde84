import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../src/jobs/outbox-worker';
import { retryDelayMs } from '../../src/platform/outbox/deliver';
import { createTestClock } from '../../src/platform/clock';
import { openDatabase, type Database } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';
import { outbox } from '../../src/platform/db/schema/notifications';
import { createLogger } from '../../src/platform/logger';
import { createMailer } from '../../src/platform/mail/mailer';
import { enqueueMail } from '../../src/platform/mail/outbox';
import type { MailMessage } from '../../src/platform/mail/mailer';
import type { DomainEvent } from '../../src/events';
import { inTransaction } from '../../src/platform/after-commit';
import { createInProcessBus } from '../../src/platform/bus';

// Its own database: a worker with a broken mail server must not touch other tests' mail.
let database: Database;
const logger = createLogger({ level: 'silent', pretty: false });
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-outbox-'));

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dir: undefined });
  await migrate(database.db);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const rows = () => database.db.select().from(outbox);
/** A mail queued as the app queues one: in a transaction (its nudge has no worker to wake here). */
const queue = (message: MailMessage, now: Date) =>
  inTransaction({ database, bus: createInProcessBus<DomainEvent>(() => undefined) }, (tx) => enqueueMail(tx, message, now));

describe('the outbox worker', () => {
  it('retries a failing delivery with growing delays, then sends it and keeps no link behind', async () => {
    const clock = createTestClock('2026-05-01T10:00:00Z');
    // A real SMTP transport aimed at a closed port: the connection is refused.
    const broken = createOutboxWorker({
      db: database.db, clock, logger,
      mailer: createMailer({ from: 'x@y.z', smtpUrl: 'smtp://127.0.0.1:1', mailDir, logger }),
    });
    await queue({ to: 'a@example.test', subject: 'Reset', text: 'https://x/reset-password?token=SECRET' }, clock.now());
    expect(await broken.deliverDue()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    expect(row!.lastError).toMatch(/ECONNREFUSED/);

    expect(await broken.deliverDue()).toBe(0); // not due yet
    clock.advance(retryDelayMs(1));
    const working = createOutboxWorker({
      db: database.db, clock, logger,
      mailer: createMailer({ from: 'x@y.z', smtpUrl: undefined, mailDir, logger }),
    });
    expect(await working.deliverDue()).toBe(1);
    [row] = await rows();
    expect(row!.sentAt).not.toBeNull();
    expect(JSON.stringify(row!.payload)).not.toContain('SECRET');
    expect(fs.readdirSync(mailDir).filter((f) => f.endsWith('.json'))).toHaveLength(1);
  });

  it('gives up after its last attempt and leaves the row for inspection', async () => {
    const clock = createTestClock('2026-05-02T10:00:00Z');
    const broken = createOutboxWorker({
      db: database.db, clock, logger,
      mailer: createMailer({ from: 'x@y.z', smtpUrl: 'smtp://127.0.0.1:1', mailDir, logger }),
    });
    await queue({ to: 'b@example.test', subject: 'Hi', text: 'hello' }, clock.now());
    for (let attempt = 1; attempt <= 8; attempt++) {
      await broken.deliverDue();
      clock.advance(retryDelayMs(attempt));
    }
    const [row] = await database.db.select().from(outbox).where(eq(outbox.attempts, 8));
    expect(row?.failedAt).not.toBeNull();
    expect(await broken.deliverDue()).toBe(0);
  });

  it('delays grow and stop at an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
  });
});
