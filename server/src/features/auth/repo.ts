import { and, eq, gt, inArray, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { preparedOnce } from '../../platform/db/named';
import { deleteInBatches } from '../../platform/db/prune';
import { authSessions, oneTimeTokens, refreshTokens, users } from '../../platform/db/schema/auth';
import { pushSubscriptions } from '../../platform/db/schema/notifications';
import { profiles } from '../../platform/db/schema/profiles';

export type UserRow = typeof users.$inferSelect;
export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];
export type SessionClient = (typeof authSessions.$inferSelect)['client'];

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts unless the e-mail is taken; returns undefined when it was. */
export async function insertUser(
  q: Queryable,
  values: { email: string; passwordHash: string; confirmedAt: Date | null; language: string },
): Promise<UserRow | undefined> {
  const [row] = await q.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function deleteUser(q: Queryable, userId: string) {
  await q.delete(users).where(eq(users.id, userId));
}

export async function setPassword(q: Queryable, userId: string, passwordHash: string, now: Date) {
  await q.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Confirms the address, however it was proven (a confirmation or reset link, a sign-in link).
 * Every confirmation link is spent with it: one proves the mailbox and may set a password, so
 * none outlives the confirmation.
 */
export async function markEmailConfirmed(q: Queryable, userId: string, now: Date) {
  await q
    .update(users)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.confirmedAt)));
  await expireOneTimeTokens(q, userId, 'email_confirmation', now);
}

/** Every "sign out everywhere" moves it (users.credentials_epoch); answers the new value. */
export async function moveCredentialsEpoch(q: Queryable, userId: string) {
  const [row] = await q
    .update(users)
    .set({ credentialsEpoch: sql`${users.credentialsEpoch} + 1` })
    .where(eq(users.id, userId))
    .returning({ epoch: users.credentialsEpoch });
  return row?.epoch ?? 0;
}

/** Spec §4: a profile its owner deactivated comes back when they sign in (one a moderator suspended does not). */
export async function reactivateProfile(q: Queryable, userId: string, now: Date) {
  await q
    .update(profiles)
    .set({ isActive: true, deactivatedAt: null, updatedAt: now })
    .where(and(eq(profiles.id, userId), eq(profiles.isActive, false), isNull(profiles.suspendedAt), isNull(profiles.anonymizedAt)));
}

/**
 * Notes that the member was here (issue 28): their profile's last_active_at, written only when the
 * last note is older than `writtenBefore` (an hour: contract inactivity.activityWriteEveryMs), so
 * an open app costs a write an hour, not one a refresh. No profile (yet): nothing to write.
 */
export async function noteActivity(q: Queryable, userId: string, now: Date, writtenBefore: Date) {
  await q
    .update(profiles)
    .set({ lastActiveAt: now })
    .where(and(eq(profiles.id, userId), lt(profiles.lastActiveAt, writtenBefore)));
}

export async function insertSession(
  q: Queryable,
  values: {
    userId: string;
    userAgent: string | null;
    client: SessionClient;
    createdAt: Date;
    lastUsedAt: Date;
    expiresAt: Date;
    secondFactorAt: Date | null;
  },
) {
  const [row] = await q.insert(authSessions).values(values).returning({ id: authSessions.id });
  return row!.id;
}

/** The device a session belongs to (a password change gives that device a fresh session, never its admin mark). */
export async function findSession(q: Queryable, sessionId: string) {
  const [row] = await q
    .select({ client: authSessions.client, userAgent: authSessions.userAgent })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row;
}

/**
 * The live session behind an access token, with its user's current role. Every authenticated
 * request asks, so it is one statement built once and planned once per connection.
 */
export async function findLiveSession(q: Queryable, sessionId: string, now: Date) {
  const statement = preparedOnce(q, 'auth_live_session', () =>
    q
      .select({
        userId: authSessions.userId,
        role: users.role,
        email: users.email,
        confirmedAt: users.confirmedAt,
        secondFactorAt: authSessions.secondFactorAt,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      )),
  );
  const [row] = await statement.execute({ sessionId, now: now.toISOString() });
  return row;
}

export async function touchSession(q: Queryable, sessionId: string, now: Date, expiresAt: Date) {
  await q.update(authSessions).set({ lastUsedAt: now, expiresAt }).where(eq(authSessions.id, sessionId));
}

/**
 * Every revoke below ends the revoked sessions' push registrations in the same transaction
 * (issue 26: a device signed out hears nothing more). The push queue and its delivery also skip
 * a session that is not live, so a revoke that missed this would leave rows, never pushes.
 */
async function endPushRegistrations(q: Queryable, revoked: { id: string }[]) {
  if (revoked.length > 0) await q.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, revoked.map((session) => session.id)));
}

export async function revokeSession(q: Queryable, sessionId: string, now: Date) {
  const revoked = await q
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await endPushRegistrations(q, revoked);
}

/** Every session of the user, except `keep` (the device that asked) when given. */
export async function revokeUserSessions(q: Queryable, userId: string, now: Date, keep?: string) {
  const revoked = await q
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), keep ? ne(authSessions.id, keep) : undefined),
    )
    .returning({ id: authSessions.id });
  await endPushRegistrations(q, revoked);
}

export async function insertRefreshToken(
  q: Queryable,
  values: { sessionId: string; parentId: string | null; tokenHash: string; expiresAt: Date },
) {
  // A child derived from its parent may already exist: a parallel refresh inside the grace made it.
  await q.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
}

/** Locks the token row so parallel refreshes of one token take turns. */
export async function lockRefreshToken(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      sessionRevokedAt: authSessions.revokedAt,
      sessionClient: authSessions.client,
      sessionCreatedAt: authSessions.createdAt,
      sessionLastUsedAt: authSessions.lastUsedAt,
      sessionSecondFactorAt: authSessions.secondFactorAt,
      userId: authSessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRotated(q: Queryable, tokenId: string, now: Date) {
  await q.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, tokenId));
}

export async function findSessionByRefreshHash(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({ sessionId: refreshTokens.sessionId, userId: authSessions.userId })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function insertOneTimeToken(q: Queryable, values: { userId: string; purpose: OneTimePurpose; tokenHash: string; expiresAt: Date }) {
  await q.insert(oneTimeTokens).values(values);
}

/** Unused, unexpired, of this purpose. */
const usable = (tokenHash: string, purpose: OneTimePurpose, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/**
 * Uses a one-time token: a single UPDATE … WHERE used_at IS NULL, so of any number of
 * concurrent redemptions exactly one gets the row back.
 */
export async function consumeOneTimeToken(q: Queryable, tokenHash: string, purpose: OneTimePurpose, now: Date) {
  const [row] = await q
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** The account a usable link belongs to, with its current password hash; undefined for any other token. */
export async function usableLinkAccount(q: Queryable, tokenHash: string, purpose: OneTimePurpose, now: Date) {
  const [row] = await q
    .select({ userId: users.id, passwordHash: users.passwordHash })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(usable(tokenHash, purpose, now));
  return row;
}

/** A new link replaces the older unused ones of the same purpose. */
export async function expireOneTimeTokens(q: Queryable, userId: string, purpose: OneTimePurpose, now: Date) {
  await q
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/** The user's live sessions (not revoked, not expired), most recently used first. */
export function liveSessionsOf(q: Queryable, userId: string, now: Date) {
  return q
    .select({
      id: authSessions.id,
      client: authSessions.client,
      userAgent: authSessions.userAgent,
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .orderBy(sql`${authSessions.lastUsedAt} desc`);
}

/** Revokes one live session of this user; false when it is not theirs or already over. */
export async function revokeOwnSession(q: Queryable, userId: string, sessionId: string, now: Date) {
  const rows = await q
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .returning({ id: authSessions.id });
  await endPushRegistrations(q, rows);
  return rows.length === 1;
}

// ---- pruning (retention.ts) ----------------------------------------------------------------

/** Sessions signed out, revoked or past their end before `before`; their refresh tokens go with them (cascade). */
export function deleteSessionsEndedBefore(q: Queryable, before: Date) {
  return deleteInBatches(q, authSessions, or(lt(authSessions.revokedAt, before), lt(authSessions.expiresAt, before))!);
}

/** Refresh tokens past their own expiry before `before` (live sessions keep their rotated ones until then). */
export function deleteRefreshTokensExpiredBefore(q: Queryable, before: Date) {
  return deleteInBatches(q, refreshTokens, lt(refreshTokens.expiresAt, before));
}

/**
 * One-time links used before `before`, or expired unused before it, except an e-mail
 * confirmation never used: it waits for its address's confirmation, which spends it, or goes
 * with its account (deleteUnconfirmedAccountsBefore), so the policy has one rule for it.
 */
export function deleteLinksSpentBefore(q: Queryable, before: Date) {
  const expiredUnused = and(lt(oneTimeTokens.expiresAt, before), isNull(oneTimeTokens.usedAt), ne(oneTimeTokens.purpose, 'email_confirmation'));
  return deleteInBatches(q, oneTimeTokens, or(lt(oneTimeTokens.usedAt, before), expiredUnused)!);
}

/**
 * Members' accounts created before `before` whose address was never confirmed, with everything
 * hanging off them (cascade: their links). Never one with a profile: signing in needs the
 * confirmation when it is required, and where it was not (confirmation off confirms at sign-up)
 * a profile would mean a member.
 */
export function deleteUnconfirmedAccountsBefore(q: Queryable, before: Date) {
  const hasProfile = sql`exists (select 1 from ${profiles} where ${profiles.id} = ${users.id})`;
  return deleteInBatches(q, users, and(isNull(users.confirmedAt), lt(users.createdAt, before), eq(users.role, 'user'), not(hasProfile))!);
}
