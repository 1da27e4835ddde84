import type { Queryable } from '../../platform/db/connect';
import { announceMatch, endMatch } from './changes';
import { refundUnlockPayments } from './ledger';
import * as repo from './repo';

export { findMatch, lockMatch, lockPair, type MatchRow } from './repo';

/**
 * Blocking ends the pair's active match. No charge: safety never costs tokens. Before the
 * chat was unlocked, what either paid towards the unlock comes back, as when the payment
 * window runs out: nobody loses tokens because the other blocked them.
 */
export async function endMatchForBlock(q: Queryable, blockerId: string, blockedId: string, now: Date) {
  const active = await repo.findActiveMatch(q, blockerId, blockedId);
  if (active) await endWithoutCharge(q, active.id, blockerId, now);
}

/**
 * A moderator's suspension ends the member's active matches, as automatic ends (initiator
 * null): nobody is charged, and before unlock what either paid comes back. Their partners are
 * not left waiting on someone who cannot answer, nor charged by a reply timer for it.
 */
export async function endMatchesForSuspension(q: Queryable, profileId: string, now: Date) {
  // matchesOf answers a page at a time; ended ones leave it, so repeat until none is left.
  for (let page = await repo.matchesOf(q, profileId, true); page.length > 0; page = await repo.matchesOf(q, profileId, true)) {
    for (const { id } of page) await endWithoutCharge(q, id, null, now);
  }
}

/**
 * A member who married on Mithaq (marriage/service.ts) leaves every other active match, as their
 * unmatch at no charge (before unlock what either paid comes back): nobody is penalised for it,
 * and only they could rematch. Answers the ended matches, so the others can be told kindly.
 */
export async function endMatchesForMarriage(q: Queryable, profileId: string, coupleMatchId: string, now: Date) {
  const ended: repo.MatchRow[] = [];
  // matchesOf answers a page at a time; ended ones leave it, so repeat until only the couple's is left.
  for (;;) {
    const others = (await repo.matchesOf(q, profileId, true)).filter((match) => match.id !== coupleMatchId);
    if (others.length === 0) return ended;
    for (const match of others) if (await endWithoutCharge(q, match.id, profileId, now)) ended.push(match);
  }
}

/**
 * Something every active match of `profileId` shows of them changed (the blue badge): both sides
 * are told after the commit, so their match lists and chat headers fetch the card again.
 */
export async function announceProfileChange(q: Queryable, profileId: string) {
  for (const match of await repo.matchesOf(q, profileId, true)) announceMatch(q, match.id, [match.profile1Id, match.profile2Id]);
}

/** Ends the match (locked first) with no charge; refunds unlock payments if it was still locked. False when it had already ended. */
async function endWithoutCharge(q: Queryable, matchId: string, initiatorId: string | null, now: Date) {
  const match = await repo.lockMatch(q, matchId);
  if (!match || match.unmatchedAt) return false;
  if (!match.chatUnlocked) await refundUnlockPayments(q, match.id, [1, 2], now);
  await endMatch(q, match, initiatorId, now);
  return true;
}
