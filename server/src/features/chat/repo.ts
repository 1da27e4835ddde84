import { and, asc, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { executeNamed } from '../../platform/db/named';
import { matches, messages } from '../../platform/db/schema/matches';

export type MessageRow = typeof messages.$inferSelect;

/** Inserts a message; undefined when this sender already sent this client id (a retry). */
export async function insertMessage(
  q: Queryable,
  values: { matchId: string; senderId: string; clientId: string; content: string; now: Date },
): Promise<MessageRow | undefined> {
  const [row] = await executeNamed(
    'chat_insert_message',
    q
      .insert(messages)
      .values({ matchId: values.matchId, senderId: values.senderId, clientId: values.clientId, content: values.content, createdAt: values.now })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning(),
  );
  return row;
}

export async function findByClientId(q: Queryable, senderId: string, clientId: string) {
  const [row] = await q
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

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

/** Marks the other side's unread messages (up to `upToSeq` when given) read; returns the rows it changed. */
export function markRead(q: Queryable, matchId: string, readerId: string, now: Date, upToSeq?: number) {
  return q
    .update(messages)
    .set({ read: true, readAt: now })
    .where(
      and(
        eq(messages.matchId, matchId),
        ne(messages.senderId, readerId),
        eq(messages.read, false),
        upToSeq === undefined ? undefined : lte(messages.seq, upToSeq),
      ),
    )
    .returning({ seq: messages.seq });
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
