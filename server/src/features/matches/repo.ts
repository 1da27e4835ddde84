import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { matches } from '../../platform/db/schema/matches';

/** Pairs are stored smaller id first (a database check). */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export async function findActiveMatch(q: Queryable, a: string, b: string) {
  const [profile1Id, profile2Id] = orderedPair(a, b);
  const [row] = await q
    .select()
    .from(matches)
    .where(and(eq(matches.profile1Id, profile1Id), eq(matches.profile2Id, profile2Id), isNull(matches.unmatchedAt)));
  return row;
}

/** Undefined when the pair already has an active match (the partial unique index says so). */
export async function insertActiveMatch(q: Queryable, a: string, b: string, now: Date, paymentExpiresAt: Date) {
  const [profile1Id, profile2Id] = orderedPair(a, b);
  const [row] = await q
    .insert(matches)
    .values({ profile1Id, profile2Id, createdAt: now, updatedAt: now, paymentExpiresAt })
    .onConflictDoNothing({ target: [matches.profile1Id, matches.profile2Id], where: sql`${matches.unmatchedAt} is null` })
    .returning();
  return row;
}

export async function endActiveMatch(q: Queryable, a: string, b: string, initiatorId: string | null, now: Date) {
  const [profile1Id, profile2Id] = orderedPair(a, b);
  return q
    .update(matches)
    .set({ unmatchedAt: now, unmatchInitiatorId: initiatorId, updatedAt: now })
    .where(and(eq(matches.profile1Id, profile1Id), eq(matches.profile2Id, profile2Id), isNull(matches.unmatchedAt)))
    .returning({ id: matches.id });
}

/** Serialises everything that can create or end the pair's match (two likes at the same instant). */
export async function lockPair(q: Queryable, a: string, b: string) {
  const [low, high] = orderedPair(a, b);
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`pair:${low}:${high}`}))`);
}
