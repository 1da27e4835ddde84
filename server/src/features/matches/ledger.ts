import { ledgerMatchDescriptions } from '@mithaq/contract/matches';
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
  await refundUnlockProcedure.callIn(q, { match: matchId, sides, template: ledgerMatchDescriptions.refund('{{name}}'), now });
}

/** A penalty may take the balance below zero (the admin table shows it red). */
export function penalise(q: Queryable, userId: string, amount: number, description: string, referenceId: string, now: Date) {
  return recordTransaction(q, { userId, amount: -amount, type: 'penalty', description, referenceId, createdAt: now });
}
