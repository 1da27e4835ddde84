import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db/connect';
import { outbox } from '../../src/platform/db/schema/notifications';
import { createLogger } from '../../src/platform/logger';
import { createMailer } from '../../src/platform/mail/mailer';
import { pruneOutbox } from '../../src/platform/outbox/retention';
import { isolatedDatabase } from '../support/database';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Its own database: the prune acts on every row.
let database: Database;
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-mail-retention-'));
beforeAll(async () => {
  database = await isolatedDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

describe('outbox retention', () => {
  it('deletes rows sent over a day ago and rows given up over a week ago, and nothing else', async () => {
    const clock = createTestClock('2026-06-10T12:00:00Z');
    const ago = (ms: number) => new Date(clock.now().getTime() - ms);
    const row = (subject: string, values: Partial<typeof outbox.$inferInsert>) => ({
      kind: 'mail' as const,
      payload: { to: 'a@example.test', subject, text: 'https://x/reset-password?token=SECRET' },
      createdAt: ago(30 * DAY),
      nextAttemptAt: ago(30 * DAY),
      ...values,
    });
    await database.db.insert(outbox).values([
      row('sent 25 h ago', { sentAt: ago(25 * HOUR) }),
      row('sent 23 h ago', { sentAt: ago(23 * HOUR) }),
      row('failed 8 days ago', { failedAt: ago(8 * DAY), attempts: 8 }),
      row('failed 6 days ago', { failedAt: ago(6 * DAY), attempts: 8 }),
      row('waiting a month for its retry', { attempts: 3, nextAttemptAt: ago(-HOUR) }),
      row('being sent', { attempts: 1, leaseUntil: ago(-5 * 60 * 1000), leaseToken: crypto.randomUUID() }),
    ]);
    expect(await pruneOutbox({ db: database.db, clock })).toBe(2);
    const left = await database.db.select({ payload: outbox.payload }).from(outbox);
    expect(left.map((r) => (r.payload as { subject: string }).subject).sort()).toEqual(
      ['being sent', 'failed 6 days ago', 'sent 23 h ago', 'waiting a month for its retry'].sort(),
    );
    expect(await pruneOutbox({ db: database.db, clock })).toBe(0);
  });
});

describe('the file outbox folder', () => {
  it('keeps the days MAIL_FILE_RETENTION_DAYS says, and leaves files it did not write alone', async () => {
    const logger = createLogger({ level: 'silent', pretty: false });
    const mailer = createMailer({ from: 'x@y.z', smtpUrl: undefined, mailDir, retentionDays: 7, logger });
    await mailer.send({ to: 'old@example.test', subject: 'Reset', text: 'https://x/reset-password?token=OLD' });
    await mailer.send({ to: 'recent@example.test', subject: 'Reset', text: 'https://x/reset-password?token=RECENT' });
    const notes = path.join(mailDir, 'README.txt');
    fs.writeFileSync(notes, 'an operator’s note');

    const now = new Date();
    const age = (file: string, days: number) => {
      const at = new Date(now.getTime() - days * DAY);
      fs.utimesSync(path.join(mailDir, file), at, at);
    };
    const written = fs.readdirSync(mailDir).filter((f) => f !== 'README.txt');
    const to = (file: string) => (file.endsWith('.json') ? JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')).to : undefined);
    const oldBase = written.find((f) => to(f) === 'old@example.test')!.replace(/\.json$/, '');
    for (const file of written) age(file, file.startsWith(oldBase) ? 8 : 6);
    age('README.txt', 30);

    expect(await mailer.prune!(now)).toBe(1);
    const left = fs.readdirSync(mailDir);
    expect(left).toHaveLength(3);
    expect(left).toContain('README.txt');
    expect(left.some((f) => f.startsWith(oldBase))).toBe(false);
    expect(left.filter((f) => f.endsWith('.json')).map(to)).toEqual(['recent@example.test']);
  });
});
