import { timers } from '@mithaq/contract/constants';
import { matchMessages } from '@mithaq/contract/matches';
import { notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import { notify } from '../notifications/service';
import { announceMatch, changeMatch } from './changes';
import { refundUnlockPayments } from './ledger';
import * as repo from './repo';
import { ended } from './sides';

export { lockPair } from './repo';

/**
 * A mutual like becomes exactly one active match: the caller holds the pair lock and the
 * partial unique index backs it. The payment countdown starts now; both are told.
 */
export async function createMatchForPair(q: Queryable, a: string, b: string, now: Date): Promise<string> {
  const existing = await repo.findActiveMatch(q, a, b);
  if (existing) return existing.id;
  const created = await repo.insertActiveMatch(q, a, b, now, new Date(now.getTime() + timers.paymentWindowMs));
  const match = created ?? (await repo.findActiveMatch(q, a, b))!;
  if (created) {
    announceMatch(q, match.id, [match.profile1Id, match.profile2Id]);
    for (const [userId, senderId] of [[a, b], [b, a]] as const) {
      await notify(q, { userId, type: 'match', senderId, message: { key: 'matches.newMatch' }, referenceId: match.id, now });
    }
  }
  return match.id;
}

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

/** Ends the match (locked first) with no charge; refunds unlock payments if it was still locked. */
async function endWithoutCharge(q: Queryable, matchId: string, initiatorId: string | null, now: Date) {
  const match = await repo.lockMatch(q, matchId);
  if (!match || match.unmatchedAt) return;
  if (!match.chatUnlocked) {
    const names = await repo.participantNames(q, match);
    await refundUnlockPayments(q, match, [1, 2], { 1: names[2], 2: names[1] }, now);
  }
  await changeMatch(q, match, ended(now, initiatorId));
}

/**
 * The match row, locked until the transaction ends (chat sends take turns with payments and
 * timers), with the name of `profileId` read in the same round trip.
 */
export async function lockMatchWithNameOf(q: Queryable, matchId: string, profileId: string) {
  const row = await repo.lockMatchWithName(q, matchId, profileId);
  if (!row) throw notFound(matchMessages.notFound);
  return row;
}
