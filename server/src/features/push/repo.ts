import type { DeviceInfo, PushPreferences } from '@mithaq/contract/push';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { pushPreferences, pushSubscriptions } from '../../platform/db/schema/notifications';

type SubscriptionInsert = typeof pushSubscriptions.$inferInsert;

/**
 * Registers a device or refreshes it (spec §7 upsert_push_token): one row per token, so a token
 * (a browser's endpoint) registered by another member moves to them — the device changed hands.
 */
export async function upsertRegistration(
  q: Queryable,
  values: Pick<SubscriptionInsert, 'userId' | 'kind' | 'token' | 'keys' | 'platform'> & { deviceInfo: DeviceInfo; now: Date },
) {
  const { now, ...row } = values;
  const [saved] = await q
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.token,
      set: { userId: row.userId, kind: row.kind, keys: row.keys, platform: row.platform, deviceInfo: row.deviceInfo, lastSeenAt: now },
    })
    .returning();
  return saved!;
}

export async function deleteRegistration(q: Queryable, userId: string, token: string): Promise<number> {
  const deleted = await q
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.token, token)))
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
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export async function preferencesOf(q: Queryable, userId: string): Promise<PushPreferences | undefined> {
  const [row] = await q
    .select({ messages: pushPreferences.messages, matches: pushPreferences.matches, likes: pushPreferences.likes, reminders: pushPreferences.reminders })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return row;
}

export async function savePreferences(q: Queryable, userId: string, preferences: PushPreferences, now: Date) {
  await q
    .insert(pushPreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...preferences, updatedAt: now } });
}
