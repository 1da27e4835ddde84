import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { users } from '../../platform/db/schema/auth';
import { profiles } from '../../platform/db/schema/profiles';

export async function marketingOf(q: Queryable, userId: string) {
  const [row] = await q
    .select({ consent: users.marketingConsent, answeredAt: users.marketingAnsweredAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Records the member's answer (or change of the setting); false when the user no longer exists. */
export async function setMarketing(q: Queryable, userId: string, consent: boolean, now: Date) {
  const rows = await q
    .update(users)
    .set({ marketingConsent: consent, marketingAnsweredAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Who gets the news: consenting members whose profile is active (not deactivated, not suspended). */
export function consentingActiveMembers(q: Queryable) {
  return q
    .select({ id: users.id, email: users.email, language: users.language, sex: profiles.sex })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.marketingConsent, true), eq(users.role, 'user'), eq(profiles.isActive, true), isNull(profiles.suspendedAt)))
    .orderBy(users.id);
}

// ---- reminder e-mails (reminder-mail.ts) ----------------------------------------------------

/** Where a reminder e-mail would go, whether the member wants them, and how many devices of theirs get pushes. */
export async function reminderEmailsOf(q: Queryable, userId: string) {
  const [row] = await q.select({ enabled: users.reminderEmails }).from(users).where(eq(users.id, userId));
  return row?.enabled;
}

/** The member's choice (Account page or the mail's one-click link); false when the user no longer exists. */
export async function setReminderEmails(q: Queryable, userId: string, enabled: boolean, now: Date) {
  const rows = await q.update(users).set({ reminderEmails: enabled, updatedAt: now }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}
