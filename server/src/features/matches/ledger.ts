import { ledgerKeys, type LedgerKey } from '@mithaq/contract/tokens';
import type { Queryable } from '../../platform/db/connect';
import { recordTransaction } from '../tokens/public';
import { refundUnlockProcedure } from './procedures';
import type { Side } from './sides';

/**
 * Gives back what `sides` paid to unlock this round (the match ended before it was used), each
 * refund naming the other person: mithaq_refund_unlock_payments (server/src/features/matches/sql/mithaq_refund_unlock_payments.sql), which the
 * unmatch function calls too.
 */
export async function refundUnlockPayments(q: Queryable, matchId: string, sides: Side[], now: Date) {
  await refundUnlockProcedure.callIn(q, { match: matchId, sides, key: ledgerKeys.refund, now });
}

/** A penalty may take the balance below zero (the admin table shows it red). `key` and `params`: its wording (ledgerKeys). */
export function penalise(q: Queryable, userId: string, amount: number, wording: { key: LedgerKey; params: Record<string, string> }, referenceId: string, now: Date) {
  return recordTransaction(q, {
    userId, amount: -amount, type: 'penalty', descriptionKey: wording.key, descriptionParams: wording.params, referenceId, createdAt: now,
  });
}
