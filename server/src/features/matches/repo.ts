import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { executeNamed } from '../../platform/db/named';
import { matches, messages } from '../../platform/db/schema/matches';
import { profiles } from '../../platform/db/schema/profiles';
import { blockedProfiles } from '../../platform/db/schema/social';

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

/** Serialises everything that can create or end the pair's match (two likes at the same instant). */
export async function lockPair(q: Queryable, a: string, b: string) {
  const [low, high] = orderedPair(a, b);
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`pair:${low}:${high}`}))`);
}

export type MatchRow = typeof matches.$inferSelect;

export async function lockMatch(q: Queryable, id: string): Promise<MatchRow | undefined> {
  const [row] = await q.select().from(matches).where(eq(matches.id, id)).for('update');
  return row;
}

/**
 * lockMatch plus one profile's name in the same round trip (a chat message names its sender in
 * the other's notification) and whether both members are active and not suspended (messaging
 * needs both). `of` keeps the lock on the match row only.
 */
export async function lockMatchWithName(q: Queryable, id: string, profileId: string) {
  const [row] = await executeNamed(
    'matches_lock_with_name',
    q
      .select({
        match: matches,
        name: sql<string | null>`(select ${profiles.name} from ${profiles} where ${profiles.id} = ${profileId})`,
        bothActive: sql<boolean>`(select count(*) = 2 from ${profiles} where ${profiles.id} in (${matches.profile1Id}, ${matches.profile2Id})
          and ${profiles.isActive} and ${profiles.suspendedAt} is null)`,
      })
      .from(matches)
      .where(eq(matches.id, id))
      .for('update', { of: matches }),
  );
  return row;
}

/**
 * Which of `others` the viewer's matches do not show, in one query: profiles blocked by the
 * viewer or blocking the viewer, and profiles a moderator suspended.
 */
export async function hiddenAmong(q: Queryable, viewerId: string, others: string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const blocked = q
    .select({ id: sql<string>`case when ${blockedProfiles.blockerId} = ${viewerId} then ${blockedProfiles.blockedId} else ${blockedProfiles.blockerId} end` })
    .from(blockedProfiles)
    .where(or(
      and(eq(blockedProfiles.blockerId, viewerId), inArray(blockedProfiles.blockedId, others)),
      and(eq(blockedProfiles.blockedId, viewerId), inArray(blockedProfiles.blockerId, others)),
    ));
  const suspended = q.select({ id: sql<string>`${profiles.id}` }).from(profiles).where(and(inArray(profiles.id, others), isNotNull(profiles.suspendedAt)));
  return new Set((await blocked.unionAll(suspended)).map((row) => row.id));
}

/** Both participants' names, by side, in one query (payments name them in the ledger and notifications). */
export async function participantNames(q: Queryable, match: MatchRow): Promise<Record<1 | 2, string>> {
  const rows = await q
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.id, [match.profile1Id, match.profile2Id]));
  const nameOf = (id: string) => rows.find((row) => row.id === id)?.name ?? 'Anonymous';
  return { 1: nameOf(match.profile1Id), 2: nameOf(match.profile2Id) };
}

export async function findMatch(q: Queryable, id: string): Promise<MatchRow | undefined> {
  const [row] = await q.select().from(matches).where(eq(matches.id, id));
  return row;
}

export async function updateMatch(q: Queryable, id: string, values: Partial<typeof matches.$inferInsert>) {
  await q.update(matches).set(values).where(eq(matches.id, id));
}

type ReplyTimer = Required<Pick<typeof matches.$inferInsert,
  'initialTimerExpiresAt' | 'responseTimerExpiresAt' | 'awaitingResponseFrom' | 'reminderSentAt' | 'lastMessageAt' | 'updatedAt'>>;

/** updateMatch for the reply timer every message moves: one fixed statement, planned once per connection. */
export async function setReplyTimer(q: Queryable, id: string, values: ReplyTimer) {
  await executeNamed('matches_set_reply_timer', q.update(matches).set(values).where(eq(matches.id, id)));
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

/** Claims up to `limit` matches whose `due` condition holds; other servers skip the claimed rows. */
/** The timers the sweep ends or acts on (timers.ts, in this order). */
export type DueTimer = 'payment' | 'firstMessage' | 'reply' | 'reminder' | 'paymentReminder';

/**
 * Whether `timer` of an active match has run out by `at` (for the reminder: the reply deadline
 * falls before `at`, and no reminder went out this turn). Keep in step with timers.hasExpired.
 */
function dueBy(timer: DueTimer, at: Date): SQL | undefined {
  const active = isNull(matches.unmatchedAt);
  switch (timer) {
    case 'payment':
      return and(active, sql`not ${matches.chatUnlocked}`, lte(matches.paymentExpiresAt, at));
    case 'firstMessage':
      return and(active, isNotNull(matches.initialTimerExpiresAt), lte(matches.initialTimerExpiresAt, at));
    case 'reply':
      return and(active, isNotNull(matches.responseTimerExpiresAt), lte(matches.responseTimerExpiresAt, at));
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
