import type { Queryable } from '../db/connect';
import { outbox } from '../db/schema/notifications';
import type { MailMessage } from './mailer';

/**
 * Queues a mail in the caller's transaction: it is sent only if the transaction commits,
 * and retried until it goes out. Publish 'outbox.enqueued' after commit to send it at once.
 */
export async function enqueueMail(q: Queryable, message: MailMessage, now: Date): Promise<void> {
  await q.insert(outbox).values({ kind: 'mail', payload: message, nextAttemptAt: now, createdAt: now });
}
