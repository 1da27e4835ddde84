import type { ReminderEmails } from '@mithaq/contract/account';
import type { ReminderLinks } from '@mithaq/contract/emails';
import { clientPaths } from '@mithaq/contract/routes';
import type { AuthContext } from '../../auth-context';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Platform } from '../../platform/platform';
import { emailsForMember } from '../language/service';
import { assertUnsubscribeToken, unsubscribeHeaders, unsubscribeUrl, type LinkDeps } from './consent';
import * as repo from './repo';

/**
 * The timers' 24-hour reminders (reply, payment) by e-mail, so that nobody loses tokens or a
 * match unwarned: a member no device of whom gets pushes at the moment the reminder is due
 * (none of their push registrations would be sent it: account/repo reminderMailTarget) is mailed it too, in their language, with the chat's link and
 * a one-click link that stops reminder e-mails and nothing else. On unless the member turned it
 * off (Account page or that link). The bell lists the reminder either way.
 */

export interface DueReminder {
  userId: string;
  matchId: string;
  kind: 'reply' | 'payment';
  /** The other member's name, as the notification says it. */
  otherName: string;
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
  const content = due.kind === 'reply' ? emails.replyReminder(due.otherName, links) : emails.paymentReminder(due.otherName, links);
  // Account mail, not news (the outbox's lane 'account' once it has lanes): it must not wait behind newsletters.
  await enqueueMail(q, { to: target.email, ...content, headers: unsubscribeHeaders(links.stop) }, due.now);
  return true;
}

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;

export async function getReminderEmails(deps: Pick<Platform, 'database'>, auth: AuthContext): Promise<ReminderEmails> {
  return { enabled: (await repo.reminderEmailsOf(deps.database.db, auth.userId)) ?? true };
}

/** The Account page's switch. */
export async function setReminderEmails(deps: Deps, auth: AuthContext, enabled: boolean): Promise<ReminderEmails> {
  await inTransaction(deps, (tx) => repo.setReminderEmails(tx, auth.userId, enabled, deps.clock.now()));
  return { enabled };
}

/** The one-click POST of a reminder mail's link: reminder e-mails off, nothing else; no session needed. */
export async function unsubscribeReminders(deps: Deps & Pick<Platform, 'keys'>, token: string) {
  const userId = assertUnsubscribeToken(deps, token, 'reminders');
  await inTransaction(deps, (tx) => repo.setReminderEmails(tx, userId, false, deps.clock.now()));
}
