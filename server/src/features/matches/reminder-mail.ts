import type { ReminderLinks } from '@mithaq/contract/emails';
import { clientPaths } from '@mithaq/contract/routes';
import type { Queryable } from '../../platform/db/connect';
import { enqueueMail } from '../../platform/mail/outbox';
import { unsubscribeHeaders, unsubscribeUrl, type LinkDeps } from '../../platform/mail/unsubscribe-links';
import { emailsForMember } from '../language/public';
import * as repo from './repo';

/**
 * The timers' 24-hour reminders (reply, payment) by e-mail, so that nobody loses tokens or a
 * match unwarned: a member no device of whom gets pushes at the moment the reminder is due
 * (none of their push registrations would be sent it: account/repo reminderMailTarget) is mailed it too, in their language, with the chat's link and
 * a one-click link that stops reminder e-mails and nothing else. On unless the member turned it
 * off (Account page or that link: account/reminder-mail.ts). The bell lists the reminder either way.
 * The mail names nobody: a relative reading the mailbox must not learn who the member talks to
 * (the chat's link opens only for the member signed in).
 */

export interface DueReminder {
  userId: string;
  matchId: string;
  kind: 'reply' | 'payment';
  now: Date;
}

/**
 * Queues the reminder's mail in the sweep's transaction (so it leaves only if the reminder is
 * recorded, and once per reminder like it) when the member has no push device and wants them.
 * Answers whether a mail was queued.
 */
export async function mailReminder(deps: LinkDeps, q: Queryable, due: DueReminder): Promise<boolean> {
  const target = await repo.reminderMailTarget(q, due.userId, due.now);
  if (!target?.enabled || target.devices > 0) return false;
  const links: ReminderLinks = {
    chat: `${deps.config.publicUrl}${clientPaths.chat}/${due.matchId}`,
    stop: unsubscribeUrl(deps, due.userId, 'reminders'),
  };
  const emails = await emailsForMember(q, due.userId);
  const content = due.kind === 'reply' ? emails.replyReminder(links) : emails.paymentReminder(links);
  // Account mail, not news (the outbox's lane 'account' once it has lanes): it must not wait behind newsletters.
  await enqueueMail(q, { to: target.email, ...content, headers: unsubscribeHeaders(links.stop) }, due.now);
  return true;
}
