import { replyRateOf } from '@mithaq/contract/replyRate';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

/**
 * Recomputes the reply rate the member's card shows (contract/src/replyRate.ts holds the
 * arithmetic) from their chats' messages. Called when a turn of theirs runs out
 * (matches/timers.ts: the ghosting expiry) and by the hourly job below for members who wrote.
 */
export async function refreshReplyRate(q: Queryable, memberId: string, now: Date): Promise<void> {
  const chats = await repo.unlockedChats(q, memberId);
  const rate = replyRateOf(chats, chats === 0 ? [] : await repo.turnsOf(q, memberId), now);
  await repo.setReplyRate(q, memberId, rate);
}

/**
 * The hourly job: the reply rates of both members of every chat that had a message since the
 * last run (two hours back, so a late or missed run loses nothing; recomputing twice is harmless).
 * Not on the send path: a message must not wait for its sender's statistics, and the chat bench's
 * CPU per message stays the scam shield's bar (issue 27). A card is at most an hour behind.
 */
export async function refreshRecentReplyRates(deps: Pick<Platform, 'database' | 'clock'>, lookBackMs = 2 * 60 * 60 * 1000) {
  const now = deps.clock.now();
  const members = await repo.membersWhoWroteSince(deps.database.db, new Date(now.getTime() - lookBackMs));
  for (const memberId of members) await refreshReplyRate(deps.database.db, memberId, now);
  return members.length;
}
