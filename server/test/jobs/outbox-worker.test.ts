import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../src/jobs/outbox-worker';
import { OUTBOX_LEASE_MS, retryDelayMs } from '../../src/platform/outbox/deliver';
import { createTestClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db/connect';
import { outbox } from '../../src/platform/db/schema/notifications';
import { createLogger } from '../../src/platform/logger';
import { createMailer } from '../../src/platform/mail/mailer';
import { enqueueMail } from '../../src/platform/mail/outbox';
import type { MailMessage } from '../../src/platform/mail/mailer';
import type { DomainEvent } from '../../src/events';
import { inTransaction } from '../../src/platform/after-commit';
import { createInProcessBus } from '../../src/platform/bus';
import { isolatedDatabase } from '../support/database';
import { within } from '../support/within';

// Its own database (PGlite, or PostgreSQL under test:pg): a worker with a broken mail server
// must not touch other tests' mail.
let database: Database;
const logger = createLogger({ level: 'silent', pretty: false });
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-outbox-'));

beforeAll(async () => {
  database = await isolatedDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const rows = () => database.db.select().from(outbox);
/** A mail queued as the app queues one: in a transaction (its nudge has no worker to wake here). */
const queue = (message: MailMessage, now: Date, lane?: 'account' | 'bulk') =>
  inTransaction({ database, bus: createInProcessBus<DomainEvent>(() => undefined) }, (tx) => enqueueMail(tx, message, now, lane));

/** A promise and its two ends. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A mail server that sends what `gate` lets through, when it lets it, and lists what it sent. */
function gatedMailer(gate: (message: MailMessage) => Promise<void>) {
  const sent: string[] = [];
  return {
    sent,
    send: async (message: MailMessage) => {
      await gate(message);
      sent.push(message.to);
    },
  };
}

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

  it('sends a row again once the lease of a worker that died with it runs out, and the dead one cannot overwrite it', async () => {
    const clock = createTestClock('2026-05-03T10:00:00Z');
    const reached = deferred();
    const dropped = deferred();
    // The first worker takes the row and never finishes sending it: its process died.
    const dying = createOutboxWorker({
      db: database.db, clock, logger,
      mailer: gatedMailer(() => {
        reached.resolve();
        return dropped.promise;
      }),
    });
    const next = gatedMailer(async () => undefined);
    const survivor = createOutboxWorker({ db: database.db, clock, logger, mailer: next });
    await queue({ to: 'crash@example.test', subject: 'Sign in', text: 'https://x/auth?token=SECRET' }, clock.now());
    const dyingRound = dying.deliverDue();
    await reached.promise;

    // Leased: no other worker sends it meanwhile, and nothing waits for the dead one either.
    expect(await within(5000, survivor.deliverDue(), 'a round beside a stuck delivery')).toBe(0);
    clock.advance(OUTBOX_LEASE_MS);
    expect(await within(5000, survivor.deliverDue(), 'a round after the lease')).toBe(1);
    expect(next.sent).toEqual(['crash@example.test']);

    // The dead worker's connection finally drops: its failure is not written over the sent row.
    dropped.reject(new Error('connection lost'));
    await dyingRound;
    const [row] = await database.db.select().from(outbox).where(eq(outbox.payload, { to: 'crash@example.test', subject: 'Sign in' }));
    expect(row).toMatchObject({ lastError: null, failedAt: null, attempts: 2 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('never sends one row twice from two workers running at once', async () => {
    const clock = createTestClock('2026-05-04T10:00:00Z');
    const sent: string[] = [];
    // Each send yields, so the two workers' rounds interleave.
    const mailer = { send: async (message: MailMessage) => { await new Promise(setImmediate); sent.push(message.to); } };
    const addresses = Array.from({ length: 30 }, (_, i) => `twice-${i}@example.test`);
    for (const to of addresses) await queue({ to, subject: 'Hello', text: 'hi' }, clock.now());
    const [a, b] = [createOutboxWorker({ db: database.db, clock, logger, mailer }), createOutboxWorker({ db: database.db, clock, logger, mailer })];
    const handled = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(handled[0] + handled[1]).toBe(30);
    expect([...sent].sort()).toEqual([...addresses].sort());
  });

  it('sends an account mail at once while the bulk lane is full of news', async () => {
    const clock = createTestClock('2026-05-05T10:00:00Z');
    const newsOut = deferred();
    const accountSent = deferred();
    const mailer = gatedMailer(async (message) => {
      if (message.to.startsWith('news-')) await newsOut.promise;
      else accountSent.resolve();
    });
    const worker = createOutboxWorker({ db: database.db, clock, logger, mailer });
    for (let i = 0; i < 10; i++) await queue({ to: `news-${i}@example.test`, subject: 'News', text: 'Eid mubarak' }, clock.now(), 'bulk');
    clock.advance(1000);
    await queue({ to: 'reset@example.test', subject: 'Reset', text: 'https://x/reset-password?token=SECRET' }, clock.now());

    const round = worker.deliverDue();
    await within(3000, accountSent.promise, 'the account mail beside a stuck bulk lane');
    expect(mailer.sent).toEqual(['reset@example.test']);
    newsOut.resolve();
    expect(await round).toBe(11);
    expect(mailer.sent).toHaveLength(11);
  });

  it('delays grow and stop at an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
  });
});
