import { AWAY_MAX_MS, AWAY_ONCE_PER_MS, awayMessages, type AwayStatus, type SetAway } from '@mithaq/contract/away';
import { timers } from '@mithaq/contract/constants';
import { profileMessages } from '@mithaq/contract/profiles';
import { conflict, invalid, notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import { inTransaction } from '../../platform/after-commit';
import { nextAllowedAt } from '../../platform/next-allowed';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;
type AwayRow = NonNullable<Awaited<ReturnType<typeof repo.awayOf>>>;

function statusOf(row: AwayRow, now: Date): AwayStatus {
  const away = row.awayUntil && row.awayReason && row.awayUntil > now ? { reason: row.awayReason, until: row.awayUntil.toISOString() } : null;
  return { away, availableAt: nextAllowedAt(row.awayStartedAt, AWAY_ONCE_PER_MS, now)?.toISOString() ?? null };
}

export async function awayStatus(deps: Deps, auth: AuthContext): Promise<AwayStatus> {
  const row = await repo.awayOf(deps.database.db, auth.userId);
  if (!row) throw notFound(profileMessages.notFound);
  return statusOf(row, deps.clock.now());
}

/**
 * Sets the member away until `until` (at most 7 days on; once in any 30 days, counted from the
 * last pause's start): every reply timer waiting for them moves on by the pause, in the same
 * transaction; turns that begin while they are away wait for their return (the timers job,
 * deferPausedTurns). Their matches see "Away until …" on the card and a paused timer.
 */
export async function setAway(deps: Deps, auth: AuthContext, input: SetAway): Promise<AwayStatus> {
  const now = deps.clock.now();
  const until = new Date(input.until);
  const pauseMs = until.getTime() - now.getTime();
  if (pauseMs <= 0 || pauseMs > AWAY_MAX_MS) throw invalid(awayMessages.untilInvalid);
  return inTransaction(deps, async (tx) => {
    const row = await repo.lockedAway(tx, auth.userId);
    if (!row) throw notFound(profileMessages.notFound);
    if (row.awayStartedAt && now.getTime() - row.awayStartedAt.getTime() < AWAY_ONCE_PER_MS) throw conflict(awayMessages.tooSoon);
    await repo.startAway(tx, auth.userId, input.reason, now, until);
    await repo.shiftReplyTimers(tx, auth.userId, pauseMs);
    return statusOf({ awayUntil: until, awayReason: input.reason, awayStartedAt: now }, now);
  });
}

/**
 * Ends the pause early ("I'm back"): the reply timers it moved give back the time left, and the
 * member may like again. The once-in-30-days count still starts from the pause's start.
 */
export async function endAway(deps: Deps, auth: AuthContext): Promise<AwayStatus> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const row = await repo.lockedAway(tx, auth.userId);
    if (!row) throw notFound(profileMessages.notFound);
    if (!row.awayUntil || !row.awayStartedAt || row.awayUntil <= now) throw conflict(awayMessages.notAway);
    await repo.endAway(tx, auth.userId, now);
    await repo.unshiftReplyTimers(tx, auth.userId, { startedAt: row.awayStartedAt, remainingMs: row.awayUntil.getTime() - now.getTime() }, now, timers.responseTimerMs);
    return statusOf({ ...row, awayUntil: now }, now);
  });
}

/** The timers job's first step (matches/timers.ts): turns begun while their member is away wait for the return. */
export async function deferPausedTurns(q: Queryable, now: Date) {
  await repo.deferPausedTurns(q, now, new Date(now.getTime() + timers.reminderBeforeExpiryMs), timers.responseTimerMs);
}
