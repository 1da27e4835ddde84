import type { ReminderEmails } from '@mithaq/contract/account';
import type { AuthContext } from '../../auth-context';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { assertUnsubscribeToken } from './consent';
import * as repo from './repo';

/**
 * The member's choice of the timers' reminders by e-mail (matches/reminder-mail.ts sends them):
 * the Account page's switch, and the one-click link in every such mail.
 */

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
