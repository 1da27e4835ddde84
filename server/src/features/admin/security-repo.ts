import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { authSessions, users } from '../../platform/db/schema/auth';

/** The admin's two-factor state (the secret still encrypted), for the code step and step-up. */
export async function adminSecurityOf(q: Queryable, userId: string) {
  const [row] = await q
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      confirmedAt: users.confirmedAt,
      language: users.language,
      totpSecret: users.totpSecret,
      totpLastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Takes time-step `step` as the admin's last used one, only if it is newer (a code works once)
 * and, when `expectedLast` is given, only if no code was accepted since the sign-in ticket was made
 * (a ticket works once). One statement: two requests with the same code cannot both pass.
 */
export async function acceptStep(q: Queryable, userId: string, step: number, expectedLast?: number | null) {
  const unchanged =
    expectedLast === undefined
      ? undefined
      : expectedLast === null
        ? isNull(users.totpLastStep)
        : eq(users.totpLastStep, expectedLast);
  const rows = await q
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`, unchanged))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Saves the secret an admin just proved they hold; only while they have none (the enrolment ticket works once). */
export async function enrol(q: Queryable, userId: string, sealedSecret: string, step: number, now: Date) {
  const rows = await q
    .update(users)
    .set({ totpSecret: sealedSecret, totpLastStep: step, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.totpSecret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The same secret sealed again (under the current APP_SECRET after a rotation): nothing else changes. */
export async function resealTotpSecret(q: Queryable, userId: string, sealedSecret: string) {
  await q.update(users).set({ totpSecret: sealedSecret }).where(eq(users.id, userId));
}

/** Seeds (or with null clears, for enrolment at the next sign-in) an admin's secret. */
export async function setTotpSecret(q: Queryable, userId: string, sealedSecret: string | null, now: Date) {
  await q.update(users).set({ totpSecret: sealedSecret, totpLastStep: null, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * An admin request on a live admin session: moves last_used_at, unless the session has been idle
 * since `idleSince` or began before `startedAfter`. False when it has run out.
 */
export async function holdSession(q: Queryable, sessionId: string, now: Date, idleSince: Date, startedAfter: Date) {
  const rows = await q
    .update(authSessions)
    .set({ lastUsedAt: now })
    .where(and(
      eq(authSessions.id, sessionId),
      isNull(authSessions.revokedAt),
      gt(authSessions.lastUsedAt, idleSince),
      gt(authSessions.createdAt, startedAfter),
    ))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}
