import { afterCommit, inPlainTransaction } from '../after-commit';
import type { Db, Queryable } from '../db/connect';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';
import * as repo from './outbox-repo';

const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

/**
 * Queues a mail in the caller's transaction (opened with `inTransaction`): it is sent only if
 * the transaction commits, and retried until it goes out. The worker is nudged after the
 * commit, so the mail leaves at once rather than at the next poll.
 */
export async function enqueueMail(q: Queryable, message: MailMessage, now: Date): Promise<void> {
  await repo.insertMail(q, message, now);
  afterCommit(q, { type: 'outbox.enqueued' });
}

/**
 * Sends up to `limit` due rows and resolves with how many it handled. The rows stay locked until
 * their outcome is written, so any number of servers can run this without sending twice. A
 * delivered row keeps only its address and subject: links with tokens do not stay in the
 * database. A failure is retried later, and given up after the last attempt.
 */
export function deliverDueMail(deps: { db: Db; mailer: Mailer; clock: Clock; logger: Logger }, limit: number): Promise<number> {
  const { mailer, clock, logger } = deps;
  return inPlainTransaction(deps.db, async (tx) => {
    const now = clock.now();
    const due = await repo.claimDue(tx, now, limit);
    for (const row of due) {
      const message = row.payload as MailMessage;
      try {
        if (row.kind === 'mail') await mailer.send(message);
        await repo.markSent(tx, row.id, { sentAt: now, attempts: row.attempts + 1, kept: { to: message.to, subject: message.subject } });
      } catch (error) {
        const attempts = row.attempts + 1;
        logger.warn({ err: error, outboxId: row.id, attempts }, 'outbox delivery failed');
        await repo.markFailed(tx, row.id, {
          attempts,
          lastError: String(error).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          failedAt: attempts >= MAX_ATTEMPTS ? now : null,
        });
      }
    }
    return due.length;
  });
}
