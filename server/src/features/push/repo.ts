import type { DeviceInfo, PushPreferences, SavePushPreferences } from '@mithaq/contract/push';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { authSessions } from '../../platform/db/schema/auth';
import { pushPreferences, pushSubscriptions } from '../../platform/db/schema/notifications';

type SubscriptionInsert = typeof pushSubscriptions.$inferInsert;

/**
 * Registers a device or refreshes it (spec §7 upsert_push_token): one row per token, so a token
 * (a browser's endpoint) registered again by another session moves to it — the member signed in
 * again there, or the device changed hands (another member). One row per session too: the
 * session's row for another token is deleted first (the caller holds the member's lock).
 */
export async function upsertRegistration(
  q: Queryable,
  values: Pick<SubscriptionInsert, 'userId' | 'sessionId' | 'kind' | 'token' | 'keys' | 'platform' | 'stoppedAt'> & { deviceInfo: DeviceInfo; now: Date },
) {
  const { now, ...row } = values;
  const { userId, sessionId, kind, keys, platform, deviceInfo, stoppedAt, token } = row;
  await q.delete(pushSubscriptions).where(and(eq(pushSubscriptions.sessionId, sessionId), ne(pushSubscriptions.token, token)));
  const [saved] = await q
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.token, set: { userId, sessionId, kind, keys, platform, deviceInfo, stoppedAt, lastSeenAt: now } })
    .returning();
  return saved!;
}

/**
 * The browser rotated its subscription: the row of `oldEndpoint` whose auth secret is `oldAuth`
 * takes the new endpoint and keys (nothing else changes). False when no row matches, or the new
 * endpoint is already another registration's.
 */
export async function replaceSubscription(q: Queryable, oldEndpoint: string, oldAuth: string, fresh: { endpoint: string; keys: unknown }, now: Date) {
  const rows = await q
    .update(pushSubscriptions)
    .set({ token: fresh.endpoint, keys: fresh.keys, lastSeenAt: now })
    .where(
      and(
        eq(pushSubscriptions.kind, 'webpush'),
        eq(pushSubscriptions.token, oldEndpoint),
        sql`${pushSubscriptions.keys}->>'auth' = ${oldAuth}`,
        sql`not exists (select 1 from push_subscriptions other where other.token = ${fresh.endpoint})`,
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Serialises the registrations of one member, so the cap holds under concurrent registrations. */
export async function lockRegistrationsOf(q: Queryable, userId: string) {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-registrations:${userId}`}))`);
}

/** Keeps the member's `max` most recently seen registrations and deletes the rest. */
export async function keepMostRecentlySeen(q: Queryable, userId: string, max: number) {
  const kept = q
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.lastSeenAt), desc(pushSubscriptions.createdAt))
    .limit(max);
  await q.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
}

/** When the member stopped this session's device from the devices list (null: not stopped). */
export async function stoppedAtOfSession(q: Queryable, sessionId: string): Promise<Date | null> {
  const [row] = await q
    .select({ stoppedAt: pushSubscriptions.stoppedAt })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sessionId, sessionId), isNotNull(pushSubscriptions.stoppedAt)))
    .limit(1);
  return row?.stoppedAt ?? null;
}

/** Stops the registrations of one of the member's sessions; how many there were (0: none of theirs). */
export async function stopSession(q: Queryable, userId: string, sessionId: string, now: Date): Promise<number> {
  const rows = await q
    .update(pushSubscriptions)
    .set({ stoppedAt: sql`coalesce(${pushSubscriptions.stoppedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.sessionId, sessionId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

/** The member's sessions whose device gets pushes (its one registration, not stopped). */
export async function sessionsReceiving(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q
    .selectDistinct({ sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), isNull(pushSubscriptions.stoppedAt)));
  return rows.map((row) => row.sessionId);
}

/** Registrations whose session ended (revoked or expired by `now`); how many were deleted. */
export async function deleteOfEndedSessions(q: Queryable, now: Date): Promise<number> {
  const ended = q
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(or(isNotNull(authSessions.revokedAt), lte(authSessions.expiresAt, now)));
  const rows = await q.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, ended)).returning({ id: pushSubscriptions.id });
  return rows.length;
}

/** Deletes the member's registration of `token` and, with a session, that session's one (whatever its token). */
export async function deleteRegistration(q: Queryable, userId: string, token: string, sessionId?: string): Promise<number> {
  const mine = eq(pushSubscriptions.token, token);
  const deleted = await q
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), sessionId ? or(mine, eq(pushSubscriptions.sessionId, sessionId)) : mine))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

export async function deleteAllRegistrations(q: Queryable, userId: string) {
  await q.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export function registrationsOf(q: Queryable, userId: string) {
  return q
    .select({
      id: pushSubscriptions.id,
      platform: pushSubscriptions.platform,
      deviceInfo: pushSubscriptions.deviceInfo,
      createdAt: pushSubscriptions.createdAt,
      lastSeenAt: pushSubscriptions.lastSeenAt,
      stoppedAt: pushSubscriptions.stoppedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

const preferenceColumns = {
  messages: pushPreferences.messages,
  matches: pushPreferences.matches,
  likes: pushPreferences.likes,
  reminders: pushPreferences.reminders,
  hideMessageText: pushPreferences.hideMessageText,
};

export async function preferencesOf(q: Queryable, userId: string): Promise<PushPreferences | undefined> {
  const [row] = await q.select(preferenceColumns).from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return row;
}

/** Saves the choices given; one left out (an older app's save) keeps its stored value. Returns them all. */
export async function savePreferences(q: Queryable, userId: string, preferences: SavePushPreferences, now: Date): Promise<PushPreferences> {
  const [saved] = await q
    .insert(pushPreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...preferences, updatedAt: now } })
    .returning(preferenceColumns);
  return saved!;
}
