import type { Queryable } from '../db/connect';
import type { OutboxHandler } from '../outbox/deliver';
import type { MailLane } from '../outbox/lanes';
import { nudgeAfterCommit } from '../outbox/nudge';
import * as outboxRepo from '../outbox/repo';
import type { MailMessage, Mailer } from './mailer';

/**
 * Queues a mail in the caller's transaction (opened with `inTransaction`): it is sent only if
 * the transaction commits, and retried until it goes out. The worker is nudged after the
 * commit, so the mail leaves at once rather than at the next poll. `bulk` (news, transcripts)
 * goes through its own lane, so an account mail never waits behind it.
 */
export async function enqueueMail(q: Queryable, message: MailMessage, now: Date, lane: MailLane = 'account'): Promise<void> {
  await outboxRepo.insert(q, 'mail', message, now, lane);
  nudgeAfterCommit(q);
}

/** Sends a queued mail; a delivered row keeps only its address and subject (links carry tokens). */
export function mailDelivery(mailer: Mailer): OutboxHandler {
  return async (_db, payload) => {
    const message = payload as MailMessage;
    await mailer.send(message);
    return { to: message.to, subject: message.subject };
  };
}
