import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { marriages } from '../../platform/db/schema/marriages';
import { messages } from '../../platform/db/schema/matches';
import { profiles } from '../../platform/db/schema/profiles';

export type MarriageRow = typeof marriages.$inferSelect;

export async function findMarriage(q: Queryable, matchId: string): Promise<MarriageRow | undefined> {
  const [row] = await q.select().from(marriages).where(eq(marriages.matchId, matchId));
  return row;
}

export async function insertMarriage(q: Queryable, matchId: string, askedBy: string, now: Date) {
  await q.insert(marriages).values({ matchId, askedBy, createdAt: now });
}

export async function deleteMarriage(q: Queryable, matchId: string) {
  await q.delete(marriages).where(and(eq(marriages.matchId, matchId), isNull(marriages.marriedAt)));
}

export async function updateMarriage(q: Queryable, matchId: string, values: Partial<typeof marriages.$inferInsert>) {
  await q.update(marriages).set(values).where(eq(marriages.matchId, matchId));
}

/**
 * Serialises the marriages of these members (a transaction lock per member, in id order): two
 * confirmations of one member with two different people take turns, and the second finds them
 * married, instead of both closing (or deadlocking on each other's matches).
 */
export async function lockMembersForMarriage(q: Queryable, ids: string[]) {
  for (const id of [...ids].sort()) await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`marriage:${id}`}))`);
}

/** Both members leave Discover and the lists (profiles.married_at). */
export async function markProfilesMarried(q: Queryable, ids: string[], now: Date) {
  await q.update(profiles).set({ marriedAt: now, updatedAt: now }).where(inArray(profiles.id, ids));
}

/** Whether either of `ids` is already married (to someone on Mithaq). */
export async function anyMarried(q: Queryable, ids: string[]): Promise<boolean> {
  const rows = await q.select({ id: profiles.id }).from(profiles).where(and(inArray(profiles.id, ids), isNotNull(profiles.marriedAt)));
  return rows.length > 0;
}


/**
 * Up to `limit` confirmed marriages confirmed by `before` whose chat is still there and that not
 * both chose to keep, locked; rows another server holds are skipped.
 */
export function claimChatsDue(q: Queryable, before: Date, limit: number) {
  return q
    .select()
    .from(marriages)
    .where(and(isNotNull(marriages.marriedAt), isNull(marriages.chatDeletedAt), lte(marriages.marriedAt, before), sql`not (${marriages.keep1} and ${marriages.keep2})`))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * After the chat's deletion, what the couple wrote since goes when it is `before` (30 days old),
 * unless both keep the chat: the matches whose messages went.
 */
export async function deleteMessagesWrittenSince(q: Queryable, before: Date): Promise<string[]> {
  const rows = await queryRows<{ matchId: string }>(q, sql`
    delete from messages g using marriages w
    where g.match_id = w.match_id and w.chat_deleted_at is not null and not (w.keep1 and w.keep2)
      and g.created_at <= ${before.toISOString()}
    returning g.match_id as "matchId"`);
  return [...new Set(rows.map((row) => row.matchId))];
}

export async function deleteMessagesOf(q: Queryable, matchId: string) {
  await q.delete(messages).where(eq(messages.matchId, matchId));
}
