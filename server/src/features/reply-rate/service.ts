import { replyRateOf } from '@mithaq/contract/replyRate';
import type { Queryable } from '../../platform/db/connect';
import * as repo from './repo';

/**
 * Recomputes the reply rate the member's card shows (contract/src/replyRate.ts holds the
 * arithmetic) from their chats' messages. Called when they write (chat/service.ts: a turn may be
 * answered) and when a turn of theirs runs out (matches/timers.ts: the ghosting expiry).
 */
export async function refreshReplyRate(q: Queryable, memberId: string, now: Date): Promise<void> {
  const chats = await repo.unlockedChats(q, memberId);
  const rate = replyRateOf(chats, chats === 0 ? [] : await repo.turnsOf(q, memberId), now);
  await repo.setReplyRate(q, memberId, rate);
}
