import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { publicProfileColumns, type PublicProfileRow } from './public-columns';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'tokenBalance' | 'isActive' | 'verifiedAt'>;

export async function findProfile(q: Queryable, id: string): Promise<ProfileRow | undefined> {
  const [row] = await q.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

/** Several profiles' public columns in one query (lists), whatever their order. */
export async function findPublicProfiles(q: Queryable, ids: string[]): Promise<PublicProfileRow[]> {
  if (ids.length === 0) return [];
  return q.select(publicProfileColumns).from(profiles).where(inArray(profiles.id, ids));
}

/** The profile row locked for a change (the pictures service takes the same lock); undefined without a profile. */
export async function lockProfile(q: Queryable, id: string) {
  const [row] = await q.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, id)).for('update');
  return row;
}

/** Whether the user has a profile (one indexed lookup, no columns loaded). */
export async function profileExists(q: Queryable, id: string): Promise<boolean> {
  const [row] = await q.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id));
  return row !== undefined;
}

/** Whether a moderator has suspended the profile (no profile: not suspended). */
export async function isSuspended(q: Queryable, id: string): Promise<boolean> {
  const [row] = await q.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, id), isNotNull(profiles.suspendedAt)));
  return row !== undefined;
}

/** Undefined when the user already has a profile. */
export async function insertProfile(q: Queryable, values: ProfileValues): Promise<ProfileRow | undefined> {
  const [row] = await q.insert(profiles).values(values).onConflictDoNothing({ target: profiles.id }).returning();
  return row;
}

export async function updateProfile(q: Queryable, id: string, values: Partial<ProfileValues>): Promise<ProfileRow | undefined> {
  const [row] = await q.update(profiles).set(values).where(eq(profiles.id, id)).returning();
  return row;
}

export async function setActive(q: Queryable, id: string, isActive: boolean, now: Date, byModerator: boolean) {
  // Lifting a suspension forgets its decision; a suspension sets its own (admin/decisions.ts).
  const suspension = byModerator ? (isActive ? { suspendedAt: null, suspensionKind: null, suspensionReason: null } : { suspendedAt: now }) : {};
  // deactivated_at keeps the first moment of an inactive spell: retention counts 2 years from it.
  const deactivatedAt = isActive ? null : sql`coalesce(${profiles.deactivatedAt}, ${now.toISOString()}::timestamptz)`;
  await q.update(profiles).set({ isActive, deactivatedAt, updatedAt: now, ...suspension }).where(eq(profiles.id, id));
}

/** mithaq_name_of (profiles/sql/mithaq_name_of.sql): the name others see. */
export async function nameOf(q: Queryable, id: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(q, sql`select mithaq_name_of(${id}) as name`);
  return row!.name;
}
