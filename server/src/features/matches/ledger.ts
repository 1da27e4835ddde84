import { ledgerMatchDescriptions } from '@mithaq/contract/matches';
import type { Queryable } from '../../platform/db/connect';
import { recordTransaction } from '../tokens/service';
import type { MatchRow } from './repo';
import { paidTokensOn, profileOn, type Side } from './sides';

/** Gives back what `sides` paid to unlock this round (the match ended before it was used). */
export async function refundUnlockPayments(q: Queryable, match: MatchRow, sides: Side[], otherNames: Record<Side, string>, now: Date) {
  for (const side of sides) {
    const tokens = paidTokensOn(match, side);
    if (tokens <= 0) continue;
    await recordTransaction(q, {
      userId: profileOn(match, side),
      amount: tokens,
      type: 'refund',
      description: ledgerMatchDescriptions.refund(otherNames[side]),
      referenceId: match.id,
      createdAt: now,
    });
  }
}

/** A penalty may take the balance below zero (the admin table shows it red). */
export function penalise(q: Queryable, userId: string, amount: number, description: string, referenceId: string, now: Date) {
  return recordTransaction(q, { userId, amount: -amount, type: 'penalty', description, referenceId, createdAt: now });
}
