import { afterCommit } from '../after-commit';
import type { Queryable } from '../db/connect';
import { outbox } from '../db/schema/notifications';
import type { MailMessage } from './mailer';

/**
 * Queues a mail in the caller's transaction (opened with `inTransaction`): it is sent only if
 * the transaction commits, and retried until it goes out. The worker is nudged after the
 * commit, so the mail leaves at once rather than at the next poll.
 */
export async function enqueueMail(q: Queryable, message: MailMessage, now: Date): Promise<void> {
  await q.insert(outbox).values({ kind: 'mail', payload: message, nextAttemptAt: now, createdAt: now });
  afterCommit(q, { type: 'outbox.enqueued' });
}
