import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { authSessions, users } from '../../platform/db/schema/auth';
import { matches, messages } from '../../platform/db/schema/matches';
import { pushPreferences, pushSubscriptions } from '../../platform/db/schema/notifications';

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

/** Serialises everything that can create or end the pair's match (server/src/features/matches/sql/mithaq_lock_pair.sql, the key's one home: likes, rematches, blocks). */
export async function lockPair(q: Queryable, a: string, b: string) {
  await q.execute(sql`select mithaq_lock_pair(${a}, ${b})`);
}

export type MatchRow = typeof matches.$inferSelect;

export async function lockMatch(q: Queryable, id: string): Promise<MatchRow | undefined> {
  const [row] = await q.select().from(matches).where(eq(matches.id, id)).for('update');
  return row;
}

/**
 * Which of `others` the viewer's matches do not show, in one query: a block either way, or the
 * other suspended or married (server/src/features/matches/sql/mithaq_hidden_from.sql, the rule the hot paths' functions use).
 */
export async function hiddenAmong(q: Queryable, viewerId: string, others: string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    q,
    sql`select o as id from unnest(${`{${others.join(',')}}`}::uuid[]) o where mithaq_hidden_from(${viewerId}, o)`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Whether the match's timers that end it (payment window, first message, reply) ran out by `now`: server/src/features/matches/sql/mithaq_match_expired.sql, the rule the send path uses. */
export async function matchExpired(q: Queryable, matchId: string, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ expired: boolean }>(
    q,
    sql`select mithaq_match_expired(m, ${now.toISOString()}::timestamptz) as expired from ${matches} m where m.id = ${matchId}`,
  );
  return row?.expired ?? false;
}

/**
 * Whether `from` lacks the badge that `to`'s "only verified members" setting asks for: the one rule
 * (verification/sql/mithaq_needs_badge.sql) the like, the payment, the rematch and the reply timer share.
 */
export async function needsBadge(q: Queryable, from: string, to: string): Promise<boolean> {
  const [row] = await queryRows<{ needs: boolean }>(q, sql`select mithaq_needs_badge(${from}, ${to}) as needs`);
  return row!.needs;
}

export async function findMatch(q: Queryable, id: string): Promise<MatchRow | undefined> {
  const [row] = await q.select().from(matches).where(eq(matches.id, id));
  return row;
}

export async function updateMatch(q: Queryable, id: string, values: Partial<typeof matches.$inferInsert>) {
  await q.update(matches).set(values).where(eq(matches.id, id));
}

/** The viewer's matches, active or ended (minus the ones they removed forever), newest first. */
export function matchesOf(q: Queryable, userId: string, active: boolean) {
  const mine = or(
    and(eq(matches.profile1Id, userId), active ? undefined : isNull(matches.profile1HiddenAt)),
    and(eq(matches.profile2Id, userId), active ? undefined : isNull(matches.profile2HiddenAt)),
  );
  return q
    .select()
    .from(matches)
    .where(and(mine, active ? isNull(matches.unmatchedAt) : isNotNull(matches.unmatchedAt)))
    .orderBy(desc(matches.createdAt))
    .limit(200);
}

/** The timers the sweep ends or acts on (timers.ts, in this order). */
export type DueTimer = 'payment' | 'firstMessage' | 'reply' | 'reminder' | 'paymentReminder';

/**
 * Whether `timer` of an active match has run out by `at` (for the reminder: the reply deadline
 * falls before `at`, and no reminder went out this turn). The timers that end a match are the
 * stored rules the hot paths refuse an ended match by (server/src/features/matches/sql/
 * mithaq_payment_expired.sql and its siblings, which mithaq_match_expired joins); PostgreSQL
 * inlines them, so the claim still reads each timer's partial index.
 */
function dueBy(timer: DueTimer, at: Date): SQL | undefined {
  const active = isNull(matches.unmatchedAt);
  const now = sql`${at.toISOString()}::timestamptz`;
  switch (timer) {
    case 'payment':
      return and(active, sql`mithaq_payment_expired(${matches}, ${now})`);
    case 'firstMessage':
      return and(active, sql`mithaq_first_message_expired(${matches}, ${now})`);
    case 'reply':
      return and(active, sql`mithaq_reply_expired(${matches}, ${now})`);
    case 'reminder':
      return and(active, isNull(matches.reminderSentAt), isNotNull(matches.responseTimerExpiresAt), lte(matches.responseTimerExpiresAt, at));
    case 'paymentReminder':
      return and(active, sql`not ${matches.chatUnlocked}`, isNull(matches.paymentReminderSentAt), lte(matches.paymentExpiresAt, at));
  }
}

/**
 * Up to `limit` matches whose `timer` is due by `at`, locked; rows another sweep holds are
 * skipped, and the due condition is part of the claim, so no match is processed twice.
 */
export function claimDue(q: Queryable, timer: DueTimer, at: Date, limit: number) {
  return q.select().from(matches).where(dueBy(timer, at)).orderBy(asc(matches.createdAt)).limit(limit).for('update', { skipLocked: true });
}

/** The newest message of each match. */
export async function lastMessages(q: Queryable, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return q
    .selectDistinctOn([messages.matchId])
    .from(messages)
    .where(inArray(messages.matchId, matchIds))
    .orderBy(messages.matchId, desc(messages.seq));
}

/** Unread messages from the other side, per match. */
export async function unreadByMatch(q: Queryable, readerId: string, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return q
    .select({ matchId: messages.matchId, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(inArray(messages.matchId, matchIds), ne(messages.senderId, readerId), eq(messages.read, false)))
    .groupBy(messages.matchId);
}

/** The column each timer that ends a match falls due by. */
const ENDING_TIMERS = {
  payment: matches.paymentExpiresAt,
  firstMessage: matches.initialTimerExpiresAt,
  reply: matches.responseTimerExpiresAt,
} as const;

/**
 * When the longest-waiting due timer that ends a match fell due, or null when none waits: one
 * index-ordered read per timer, with the sweep's own due condition (metrics: how late the sweep is).
 */
export async function oldestDueEnding(q: Queryable, now: Date): Promise<Date | null> {
  const firsts = await Promise.all(
    (Object.keys(ENDING_TIMERS) as (keyof typeof ENDING_TIMERS)[]).map(async (timer) => {
      const column = ENDING_TIMERS[timer];
      const [row] = await q.select({ at: column }).from(matches).where(dueBy(timer, now)).orderBy(asc(column)).limit(1);
      return row?.at ?? null;
    }),
  );
  return firsts.reduce<Date | null>((oldest, at) => (at && (!oldest || at < oldest) ? at : oldest), null);
}

/**
 * The member's address, their reminder-mail choice, and how many devices a reminder push would
 * reach at `now`: registrations not stopped, of a live session (push registrations end with their
 * session), with reminder pushes on (no preferences row: all on) — what mithaq_queue_pushes picks.
 */
export async function reminderMailTarget(q: Queryable, userId: string, now: Date) {
  const [row] = await q
    .select({
      email: users.email,
      enabled: users.reminderEmails,
      devices: sql<number>`(select count(*)::int from ${pushSubscriptions} s
        join ${authSessions} a on a.id = s.session_id and a.revoked_at is null and a.expires_at > ${now.toISOString()}::timestamptz
        left join ${pushPreferences} pp on pp.user_id = s.user_id
        where s.user_id = ${userId} and s.stopped_at is null and coalesce(pp.reminders, true))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
