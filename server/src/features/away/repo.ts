import type { AwayReason } from '@mithaq/contract/away';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { matches } from '../../platform/db/schema/matches';
import { profiles } from '../../platform/db/schema/profiles';

/** The member's pause, read under a lock on their profile row (two requests at once set one pause). */
export async function lockedAway(q: Queryable, memberId: string) {
  const [row] = await q
    .select({ awayUntil: profiles.awayUntil, awayReason: profiles.awayReason, awayStartedAt: profiles.awayStartedAt })
    .from(profiles)
    .where(eq(profiles.id, memberId))
    .for('update');
  return row ?? null;
}

export async function awayOf(q: Queryable, memberId: string) {
  const [row] = await q
    .select({ awayUntil: profiles.awayUntil, awayReason: profiles.awayReason, awayStartedAt: profiles.awayStartedAt })
    .from(profiles)
    .where(eq(profiles.id, memberId));
  return row ?? null;
}

export async function startAway(q: Queryable, memberId: string, reason: AwayReason, now: Date, until: Date) {
  await q.update(profiles).set({ awayReason: reason, awayStartedAt: now, awayUntil: until }).where(eq(profiles.id, memberId));
}

/** Every reply timer running for the member's reply moves on by `pauseMs`. */
export async function shiftReplyTimers(q: Queryable, memberId: string, pauseMs: number) {
  await q
    .update(matches)
    .set({ responseTimerExpiresAt: sql`${matches.responseTimerExpiresAt} + ${pauseMs} * interval '1 millisecond'` })
    .where(
      and(
        eq(matches.awaitingResponseFrom, memberId),
        // Said again through the member's sides, so the matches_profile indexes find the rows.
        or(eq(matches.profile1Id, memberId), eq(matches.profile2Id, memberId)),
        sql`${matches.unmatchedAt} is null and ${matches.responseTimerExpiresAt} is not null`,
      ),
    );
}

/** The pause ends now; its start stays, so the next may still begin only 30 days after it. */
export async function endAway(q: Queryable, memberId: string, now: Date) {
  await q.update(profiles).set({ awayUntil: now }).where(eq(profiles.id, memberId));
}

/**
 * The pause ended `remainingMs` early: every reply timer it moved gives that time back. A turn
 * from before the pause moved by the whole pause (shiftReplyTimers), so it moves back by what is
 * left of it; a turn begun during the pause waited for the return (deferPausedTurns), so it runs
 * from now, unless it already ends sooner.
 */
export async function unshiftReplyTimers(q: Queryable, memberId: string, pause: { startedAt: Date; remainingMs: number }, now: Date, replyWithinMs: number) {
  await q.execute(sql`
    update matches
    set response_timer_expires_at = case
      when last_message_at < ${pause.startedAt.toISOString()} then response_timer_expires_at - ${pause.remainingMs} * interval '1 millisecond'
      else least(response_timer_expires_at, ${now.toISOString()}::timestamptz + ${replyWithinMs} * interval '1 millisecond') end
    where awaiting_response_from = ${memberId} and (profile1_id = ${memberId} or profile2_id = ${memberId})
      and unmatched_at is null and response_timer_expires_at is not null`);
}

/**
 * Turns that began while their member was away, falling due (or into the reminder's window)
 * before the pause is over: the timer restarts at the member's return, as if the message came
 * then (the whole pause added, no more).
 */
export async function deferPausedTurns(q: Queryable, now: Date, dueBy: Date, replyWithinMs: number) {
  await q.execute(sql`
    update matches m
    set response_timer_expires_at = p.away_until + ${replyWithinMs} * interval '1 millisecond', reminder_sent_at = null
    from profiles p
    where p.id = m.awaiting_response_from and p.away_until > ${now.toISOString()}
      and m.unmatched_at is null and m.response_timer_expires_at <= ${dueBy.toISOString()}
      and m.last_message_at >= p.away_started_at
      and m.response_timer_expires_at < p.away_until + ${replyWithinMs} * interval '1 millisecond'`);
}
