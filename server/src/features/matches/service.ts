import { discoverMessages } from '@mithaq/contract/discover';
import { timers } from '@mithaq/contract/constants';
import { matchMessages } from '@mithaq/contract/matches';
import { notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import { notify } from '../notifications/service';
import { announceMatch } from './changes';
import * as repo from './repo';

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
      await notify(q, { userId, type: 'match', senderId, content: discoverMessages.newMatch, referenceId: match.id, now });
    }
  }
  return match.id;
}

/** Blocking ends the pair's active match (no charge: safety never costs tokens). */
export async function endMatchForBlock(q: Queryable, blockerId: string, blockedId: string, now: Date) {
  const ended = await repo.endActiveMatch(q, blockerId, blockedId, blockerId, now);
  for (const { id } of ended) announceMatch(q, id, repo.orderedPair(blockerId, blockedId));
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
