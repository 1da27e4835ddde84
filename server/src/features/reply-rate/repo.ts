import type { ReplyRate, ReplyTurn } from '@mithaq/contract/replyRate';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';

/** How many chats the member has had unlocked (open or ended since). */
export async function unlockedChats(q: Queryable, memberId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(q, sql`
    select count(*)::int as n from matches
    where (profile1_id = ${memberId} or profile2_id = ${memberId}) and unlocked_at is not null`);
  return row!.n;
}

/**
 * The member's turns in every chat they had: each first message of the other's since the
 * member last wrote, the member's next message after it, and when the chat ended (if it has).
 * One pass over each chat's messages: the next reply is a running minimum read backwards (a
 * frame that only grows, so PostgreSQL aggregates it incrementally), not a lookup per turn.
 */
export async function turnsOf(q: Queryable, memberId: string): Promise<ReplyTurn[]> {
  const rows = await queryRows<{ startedAt: Date | string; repliedAt: Date | string | null; chatEndedAt: Date | string | null }>(q, sql`
    with mine as (
      select id, unmatched_at from matches
      where (profile1_id = ${memberId} or profile2_id = ${memberId}) and unlocked_at is not null
    ), ordered as (
      select g.match_id, g.sender_id, g.created_at,
             lag(g.sender_id) over (partition by g.match_id order by g.seq) as previous_sender,
             min(case when g.sender_id = ${memberId} then g.created_at end)
               over (partition by g.match_id order by g.seq desc rows between unbounded preceding and 1 preceding) as replied_at
      from messages g where g.match_id in (select id from mine)
    )
    select t.created_at as "startedAt", t.replied_at as "repliedAt", mine.unmatched_at as "chatEndedAt"
    from ordered t join mine on mine.id = t.match_id
    where t.sender_id <> ${memberId} and (t.previous_sender is null or t.previous_sender = ${memberId})`);
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({ startedAt: new Date(row.startedAt), repliedAt: at(row.repliedAt), chatEndedAt: at(row.chatEndedAt) }));
}

/** Stores the rate; the row is left alone when it did not change (most messages change nothing). */
export async function setReplyRate(q: Queryable, memberId: string, rate: ReplyRate | null) {
  await q
    .update(profiles)
    .set({ replyRate: rate })
    .where(and(eq(profiles.id, memberId), sql`${profiles.replyRate} is distinct from ${rate}`));
}

/**
 * Both members of every unlocked chat with a message since `since` (matches.last_message_at).
 * Hourly, so a scan of matches: an index on last_message_at would cost every message a write.
 */
export async function membersWhoWroteSince(q: Queryable, since: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(q, sql`
    select profile1_id as id from matches where unlocked_at is not null and last_message_at >= ${since}
    union
    select profile2_id from matches where unlocked_at is not null and last_message_at >= ${since}`);
  return rows.map((row) => row.id);
}
