import { intentionDifferences } from '@mithaq/contract/intentions';
import { matchMessages, type MatchState } from '@mithaq/contract/matches';
import { notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { messageSummaries } from './summaries';
import { questionStates } from './question-states';
import { bannersFor } from '../guardians/public';
import { picturesOfMany } from '../pictures/public';
import { awayNow, findPublicProfileRows, inactiveNow, intentionsOfProfile, toPublicProfile } from '../profiles/public';
import { showKnownProfiles } from '../profile-views/public';
import * as repo from './repo';
import { otherSide, paidOn, profileOn, sideOf } from './sides';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'config'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Whether the match between the two exists for neither: one blocked the other, or the other is suspended. */
export async function hiddenFrom(q: Queryable, viewerId: string, otherId: string) {
  return (await repo.hiddenAmong(q, viewerId, [otherId])).size > 0;
}

/** `shown`: the chat screen, where the viewer is shown the other's guardians (payment card or above the messages). */
async function toStates(deps: Deps, viewerId: string, rows: repo.MatchRow[], shown = false): Promise<MatchState[]> {
  const { db } = deps.database;
  const sides = rows.map((row) => ({ row, side: sideOf(row, viewerId)! }));
  const otherIds = sides.map(({ row, side }) => profileOn(row, otherSide(side)));
  // Blocked pairs and suspended members (whose matches the suspension ended) are left out.
  const hidden = await repo.hiddenAmong(db, viewerId, otherIds);
  const visible = otherIds.filter((id) => !hidden.has(id));
  // Recorded as shown (deck history), outside the daily view quota: a match is someone the member knows.
  await showKnownProfiles(deps, db, viewerId, visible);
  const others = await findPublicProfileRows(db, visible);
  const pictures = await picturesOfMany(deps, viewerId, visible);
  const summaries = await messageSummaries(db, viewerId, rows.map((row) => row.id));
  // The banner of the other's guardians, in active matches only; the chat screen shows it, so
  // only that view records the notice (the viewer's consent).
  const live = new Set(sides.filter(({ row }) => !row.unmatchedAt).map(({ row, side }) => profileOn(row, otherSide(side))));
  const banners = await bannersFor(deps, db, viewerId, visible.filter((id) => live.has(id)), shown);
  const mine = await intentionsOfProfile(db, viewerId);
  const questions = await questionStates(db, viewerId, rows);
  const states: MatchState[] = [];
  for (const { row, side } of sides) {
    const otherId = profileOn(row, otherSide(side));
    const other = others.get(otherId);
    if (!other) continue;
    const endedBy = !row.unmatchedAt ? null : row.unmatchInitiatorId === null ? 'automatic' : row.unmatchInitiatorId === viewerId ? 'me' : 'them';
    // Away only to an active match: the one whose reply timer it pauses. Inactive (issue 28: no
    // sign-in for 30 days) too, as a yes or no: the match stays, its timers run as ever.
    const now = deps.clock.now();
    const shownToMatch = row.unmatchedAt ? {} : { away: awayNow(other, now), inactive: inactiveNow(other, now) };
    const otherProfile = { ...toPublicProfile(deps, other, pictures.get(otherId) ?? []), ...shownToMatch };
    states.push({
      id: row.id,
      other: otherProfile,
      createdAt: row.createdAt.toISOString(),
      unmatchedAt: iso(row.unmatchedAt),
      endedBy,
      iPaid: paidOn(row, side),
      theyPaid: paidOn(row, otherSide(side)),
      chatUnlocked: row.chatUnlocked,
      paymentExpiresAt: iso(row.paymentExpiresAt),
      initialTimerExpiresAt: iso(row.initialTimerExpiresAt),
      responseTimerExpiresAt: iso(row.responseTimerExpiresAt),
      awaitingResponseFrom: row.awaitingResponseFrom === null ? null : row.awaitingResponseFrom === viewerId ? 'me' : 'them',
      canRematch: endedBy === 'me' || endedBy === 'automatic',
      ...summaries.get(row.id)!,
      guardians: row.unmatchedAt ? [] : (banners.get(otherId) ?? []),
      intentionDifferences: intentionDifferences(otherProfile.intentions, mine),
      question: questions.get(row.id)!,
    });
  }
  return states;
}

export async function listMatches(deps: Deps, auth: AuthContext, active: boolean) {
  return toStates(deps, auth.userId, await repo.matchesOf(deps.database.db, auth.userId, active));
}

/**
 * The match row for one of its participants, when it is not hidden from them (a block, a suspension);
 * anyone else gets "Match not found" (chat history, sending and reading start here).
 */
export async function participantMatch(q: Queryable, viewerId: string, matchId: string) {
  const row = await repo.findMatch(q, matchId);
  const side = sideOf(row, viewerId);
  if (!row || !side) throw notFound(matchMessages.notFound);
  const otherId = profileOn(row, otherSide(side));
  if (await hiddenFrom(q, viewerId, otherId)) throw notFound(matchMessages.notFound);
  return { match: row, side, otherId };
}

/** One match for a participant; anyone else (or a blocked pair) gets "Match not found". */
export async function getMatch(deps: Deps, auth: AuthContext, matchId: string) {
  const row = await repo.findMatch(deps.database.db, matchId);
  if (!sideOf(row, auth.userId)) throw notFound(matchMessages.notFound);
  const [state] = await toStates(deps, auth.userId, [row!], true);
  if (!state) throw notFound(matchMessages.notFound);
  return state;
}
