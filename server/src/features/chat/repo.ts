import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { matches, messages } from '../../platform/db/schema/matches';

export type MessageRow = typeof messages.$inferSelect;

/** Up to `limit` + 1 rows in the asked direction (the extra one says whether more exist). */
export function pageOfMessages(q: Queryable, matchId: string, cursor: { before?: number; after?: number }, limit: number) {
  const newer = cursor.after !== undefined;
  const bound = newer ? gt(messages.seq, cursor.after!) : cursor.before !== undefined ? lt(messages.seq, cursor.before) : undefined;
  return q
    .select()
    .from(messages)
    .where(and(eq(messages.matchId, matchId), bound))
    .orderBy(newer ? asc(messages.seq) : desc(messages.seq))
    .limit(limit + 1);
}

/** Unread messages from the other side in each of the reader's active matches. */
export function unreadInActiveMatches(q: Queryable, readerId: string) {
  return q
    .select({ matchId: messages.matchId, count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(
      and(
        or(eq(matches.profile1Id, readerId), eq(matches.profile2Id, readerId)),
        isNull(matches.unmatchedAt),
        ne(messages.senderId, readerId),
        eq(messages.read, false),
      ),
    )
    .groupBy(messages.matchId);
}
