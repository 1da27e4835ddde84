import { matchMessages, type MatchState } from '@mithaq/contract/matches';
import { and, eq, inArray, or } from 'drizzle-orm';
import { notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import { blockedProfiles } from '../../platform/db/schema/social';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../auth/sessions';
import { messageSummaries } from '../chat/summaries';
import { picturesOfMany } from '../pictures/service';
import { findUnsuspendedPublicProfileRows, toPublicProfile } from '../profiles/service';
import * as repo from './repo';
import { otherSide, paidOn, profileOn, sideOf } from './sides';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Profiles blocked by the viewer or blocking the viewer: never shown in any list. */
async function blockedEitherWay(q: Queryable, viewerId: string, others: string[]) {
  if (others.length === 0) return new Set<string>();
  const rows = await q
    .select()
    .from(blockedProfiles)
    .where(or(
      and(eq(blockedProfiles.blockerId, viewerId), inArray(blockedProfiles.blockedId, others)),
      and(eq(blockedProfiles.blockedId, viewerId), inArray(blockedProfiles.blockerId, others)),
    ));
  return new Set(rows.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId)));
}

/** Whether either of the two blocked the other: their match then exists for neither of them. */
export async function blockedBetween(q: Queryable, a: string, b: string) {
  return (await blockedEitherWay(q, a, [b])).size > 0;
}

async function toStates(deps: Deps, viewerId: string, rows: repo.MatchRow[]): Promise<MatchState[]> {
  const { db } = deps.database;
  const sides = rows.map((row) => ({ row, side: sideOf(row, viewerId)! }));
  const otherIds = sides.map(({ row, side }) => profileOn(row, otherSide(side)));
  const hidden = await blockedEitherWay(db, viewerId, otherIds);
  const visible = otherIds.filter((id) => !hidden.has(id));
  // A suspended member's matches (ended by the suspension) leave the lists and their chat.
  const others = await findUnsuspendedPublicProfileRows(db, visible);
  const pictures = await picturesOfMany(deps, visible);
  const summaries = await messageSummaries(db, viewerId, rows.map((row) => row.id));
  const states: MatchState[] = [];
  for (const { row, side } of sides) {
    const otherId = profileOn(row, otherSide(side));
    const other = others.get(otherId);
    if (!other) continue;
    const endedBy = !row.unmatchedAt ? null : row.unmatchInitiatorId === null ? 'automatic' : row.unmatchInitiatorId === viewerId ? 'me' : 'them';
    states.push({
      id: row.id,
      other: toPublicProfile(deps, other, pictures.get(otherId) ?? []),
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
    });
  }
  return states;
}

export async function listMatches(deps: Deps, auth: AuthContext, active: boolean) {
  return toStates(deps, auth.userId, await repo.matchesOf(deps.database.db, auth.userId, active));
}

/**
 * The match row for one of its participants, when the pair has not blocked each other;
 * anyone else gets "Match not found" (chat history, sending and reading start here).
 */
export async function participantMatch(q: Queryable, viewerId: string, matchId: string) {
  const row = await repo.findMatch(q, matchId);
  const side = sideOf(row, viewerId);
  if (!row || !side) throw notFound(matchMessages.notFound);
  const otherId = profileOn(row, otherSide(side));
  if (await blockedBetween(q, viewerId, otherId)) throw notFound(matchMessages.notFound);
  return { match: row, side, otherId };
}

/** One match for a participant; anyone else (or a blocked pair) gets "Match not found". */
export async function getMatch(deps: Deps, auth: AuthContext, matchId: string) {
  const row = await repo.findMatch(deps.database.db, matchId);
  if (!sideOf(row, auth.userId)) throw notFound(matchMessages.notFound);
  const [state] = await toStates(deps, auth.userId, [row!]);
  if (!state) throw notFound(matchMessages.notFound);
  return state;
}
