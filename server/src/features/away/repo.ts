import type { AwayReason } from '@mithaq/contract/away';
import { and, eq, sql } from 'drizzle-orm';
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
        sql`${matches.unmatchedAt} is null and ${matches.responseTimerExpiresAt} is not null`,
      ),
    );
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
