import { serverMessage } from '@mithaq/contract/messages';
import { MARRIAGE_ASK_AGAIN_MS, MARRIAGE_CHAT_KEEP_MS, marriageMessages as messages, type MarriageResponse } from '@mithaq/contract/marriage';
import { conflict } from '../../errors';
import type { AuthContext } from '../../auth-context';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import {
  announceMatch,
  changeMatch,
  endMatchesForMarriage,
  findMatch,
  lockMatch,
  matchTimedOut,
  otherSide,
  participantMatch,
  profileOn,
  type MatchRow,
  type Side,
} from '../matches/public';
import { notify, type NotificationMessage } from '../notifications/public';
import { nameOf } from '../profiles/public';
import * as repo from './repo';

/**
 * "We got married" (issue 28): either member of an active match whose chat is unlocked says it,
 * the other confirms or declines. The confirmation closes the journey in its one transaction:
 * both profiles leave Discover and the lists, every other active match of either ends at no
 * charge (their partners are told kindly), the couple's match stays with its timers stopped.
 * The chat goes MARRIAGE_CHAT_KEEP_DAYS later (deleteMarriedChats) unless both keep it.
 */

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

const SWEEP_BATCH = 50;

const keepOf = (row: repo.MarriageRow, side: Side) => (side === 1 ? row.keep1 : row.keep2);

/**
 * The match of a participant (another member's, or a hidden one: 404), locked for the change.
 * Saying or confirming a marriage (`closing`) first takes both members' marriage locks, before the
 * match's, in the order every closure takes them (repo.lockMembersForMarriage).
 */
async function lockedMatchOf(tx: Queryable, userId: string, matchId: string, closing = false) {
  const { side, otherId: other } = await participantMatch(tx, userId, matchId);
  if (closing) await repo.lockMembersForMarriage(tx, [userId, other]);
  const match = (await lockMatch(tx, matchId))!;
  return { match, side, otherId: profileOn(match, otherSide(side)) };
}

/**
 * For success stories (features/stories): a participant's match (404 for anyone else), locked
 * when `lock`, and whether the couple's marriage is confirmed.
 */
export async function coupleMatchOf(q: Queryable, userId: string, matchId: string, lock: boolean) {
  const found = lock ? await lockedMatchOf(q, userId, matchId) : await participantMatch(q, userId, matchId);
  const row = await repo.findMarriage(q, matchId);
  return { match: found.match, side: found.side, otherId: found.otherId, married: Boolean(row?.marriedAt) };
}

/** Whether the match is one where it may be said: active, its timers not run out, the chat unlocked. */
async function isOpen(q: Queryable, match: MatchRow, now: Date) {
  return match.unmatchedAt === null && match.chatUnlocked && !(await matchTimedOut(q, match.id, now));
}

/** A question declined or withdrawn in the last 7 days: nobody asks again yet (a notification each time would press). */
const askedLately = (match: MatchRow, now: Date) =>
  match.marriageAskEndedAt !== null && now.getTime() - match.marriageAskEndedAt.getTime() < MARRIAGE_ASK_AGAIN_MS;

const tell = (q: Queryable, userId: string, senderId: string, message: NotificationMessage, matchId: string, now: Date) =>
  notify(q, { userId, type: 'match', senderId, message, referenceId: matchId, now });

/** What the chat shows: the match's marriage as the viewer sees it, and whether they may say it now. */
export async function marriageOf(deps: Pick<Platform, 'database' | 'clock'>, auth: AuthContext, matchId: string): Promise<MarriageResponse> {
  const { db } = deps.database;
  const { match, side } = await participantMatch(db, auth.userId, matchId);
  const row = await repo.findMarriage(db, matchId);
  if (!row) {
    const either = [match.profile1Id, match.profile2Id];
    const now = deps.clock.now();
    return { marriage: null, mayAsk: !askedLately(match, now) && (await isOpen(db, match, now)) && !(await repo.anyMarried(db, either)) };
  }
  const kept = row.keep1 && row.keep2;
  return {
    marriage: {
      askedByMe: row.askedBy === auth.userId,
      marriedAt: row.marriedAt?.toISOString() ?? null,
      keepMine: keepOf(row, side),
      keepTheirs: keepOf(row, otherSide(side)),
      chatDeletesAt: row.marriedAt && !kept && !row.chatDeletedAt ? new Date(row.marriedAt.getTime() + MARRIAGE_CHAT_KEEP_MS).toISOString() : null,
      chatDeleted: row.chatDeletedAt !== null,
    },
    mayAsk: false,
  };
}

/**
 * Says "We got married": the other member is notified and asked to confirm in the chat. When the
 * other already said it, saying it too is their confirmation.
 */
export async function sayMarried(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const { match, otherId } = await lockedMatchOf(tx, auth.userId, matchId, true);
    const now = deps.clock.now();
    const row = await repo.findMarriage(tx, matchId);
    if (row?.marriedAt) throw conflict(messages.alreadyMarried);
    if (row?.askedBy === auth.userId) throw conflict(messages.alreadyAsked);
    if (!(await isOpen(tx, match, now)) || (await repo.anyMarried(tx, [auth.userId, otherId]))) throw conflict(messages.notAvailable);
    if (row) return closeTogether(tx, match, auth.userId, otherId, now);
    if (askedLately(match, now)) throw conflict(messages.askAgainLater);
    await repo.insertMarriage(tx, matchId, auth.userId, now);
    await tell(tx, otherId, auth.userId, serverMessage('marriage.askedYou', { name: await nameOf(tx, auth.userId) }), matchId, now);
    announceMatch(tx, matchId, [match.profile1Id, match.profile2Id]);
  });
  return { ok: true as const };
}

/** The other member confirms: the couple leave together (closeTogether). */
export async function confirmMarried(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const { match, otherId } = await lockedMatchOf(tx, auth.userId, matchId, true);
    const now = deps.clock.now();
    const row = await repo.findMarriage(tx, matchId);
    if (row?.marriedAt) throw conflict(messages.alreadyMarried);
    if (!row || row.askedBy === auth.userId) throw conflict(messages.nothingToConfirm);
    if (!(await isOpen(tx, match, now)) || (await repo.anyMarried(tx, [auth.userId, otherId]))) throw conflict(messages.notAvailable);
    await closeTogether(tx, match, auth.userId, otherId, now);
  });
  return { ok: true as const };
}

/**
 * Declines (the asked member: the asker is told) or withdraws (the asker): the question is gone,
 * and neither may ask again in this match for MARRIAGE_ASK_AGAIN_DAYS.
 */
export async function declineMarried(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const { match, otherId } = await lockedMatchOf(tx, auth.userId, matchId);
    const row = await repo.findMarriage(tx, matchId);
    if (row?.marriedAt) throw conflict(messages.alreadyMarried);
    if (!row) throw conflict(messages.nothingToConfirm);
    const now = deps.clock.now();
    await repo.deleteMarriage(tx, matchId);
    // changeMatch announces the change to both.
    await changeMatch(tx, match, { marriageAskEndedAt: now });
    if (row.askedBy === otherId) await tell(tx, otherId, auth.userId, serverMessage('marriage.declined', { name: await nameOf(tx, auth.userId) }), matchId, now);
  });
  return { ok: true as const };
}

/** One member's choice to keep the chat after the 30 days (it stays only when both keep it). */
export async function keepChat(deps: Deps, auth: AuthContext, matchId: string, keep: boolean) {
  await inTransaction(deps, async (tx) => {
    const { match, side } = await lockedMatchOf(tx, auth.userId, matchId);
    const row = await repo.findMarriage(tx, matchId);
    if (!row?.marriedAt) throw conflict(messages.notMarried);
    await repo.updateMarriage(tx, matchId, side === 1 ? { keep1: keep } : { keep2: keep });
    announceMatch(tx, matchId, [match.profile1Id, match.profile2Id]);
  });
  return marriageOf(deps, auth, matchId);
}

/**
 * The closure, in the caller's transaction: the marriage confirmed, both profiles hidden, the
 * couple's match kept with no timer left to run (nobody is penalised for not replying to their
 * spouse), every other active match of either ended at no charge and its other member told.
 */
async function closeTogether(tx: Queryable, match: MatchRow, confirmerId: string, askerId: string, now: Date) {
  await repo.updateMarriage(tx, match.id, { marriedAt: now });
  // First, before the other matches are read: a like or rematch of either (which reads "married"
  // under a share lock: server/src/features/marriage/sql/mithaq_lock_unmarried.sql) now waits for this commit, or has committed
  // its match already and is ended below.
  await repo.markProfilesMarried(tx, [match.profile1Id, match.profile2Id], now);
  // married_at on the match arms its no-timers trigger (server/src/features/marriage/sql/mithaq_married_no_timers.sql).
  await changeMatch(tx, match, { marriedAt: now, initialTimerExpiresAt: null, responseTimerExpiresAt: null, awaitingResponseFrom: null, reminderSentAt: null, updatedAt: now });
  for (const memberId of [match.profile1Id, match.profile2Id]) {
    const name = await nameOf(tx, memberId);
    for (const ended of await endMatchesForMarriage(tx, memberId, match.id, now)) {
      const left = ended.profile1Id === memberId ? ended.profile2Id : ended.profile1Id;
      await tell(tx, left, memberId, serverMessage('marriage.noLongerLooking', { name }), ended.id, now);
    }
  }
  await tell(tx, askerId, confirmerId, serverMessage('marriage.confirmed', { name: await nameOf(tx, confirmerId) }), match.id, now);
}

/**
 * The job: chats of couples confirmed MARRIAGE_CHAT_KEEP_DAYS ago that not both chose to keep
 * lose their messages, for both. Claimed SKIP LOCKED in batches, so servers share the work. What
 * a couple writes after that goes once it is as old (deleteLaterMessages): the chat keeps nothing
 * older than 30 days, as promised.
 */
export async function deleteMarriedChats(deps: Deps): Promise<number> {
  let deleted = 0;
  await deleteLaterMessages(deps);
  for (;;) {
    const batch = await inTransaction(deps, async (tx) => {
      const now = deps.clock.now();
      const due = await repo.claimChatsDue(tx, new Date(now.getTime() - MARRIAGE_CHAT_KEEP_MS), SWEEP_BATCH);
      for (const row of due) {
        await repo.deleteMessagesOf(tx, row.matchId);
        await repo.updateMarriage(tx, row.matchId, { chatDeletedAt: now });
        const match = await findMatch(tx, row.matchId);
        if (match) announceMatch(tx, match.id, [match.profile1Id, match.profile2Id]);
      }
      return due.length;
    });
    deleted += batch;
    if (batch < SWEEP_BATCH) return deleted;
  }
}

async function deleteLaterMessages(deps: Deps) {
  await inTransaction(deps, async (tx) => {
    const before = new Date(deps.clock.now().getTime() - MARRIAGE_CHAT_KEEP_MS);
    for (const matchId of await repo.deleteMessagesWrittenSince(tx, before)) {
      const match = await findMatch(tx, matchId);
      if (match) announceMatch(tx, match.id, [match.profile1Id, match.profile2Id]);
    }
  });
}
