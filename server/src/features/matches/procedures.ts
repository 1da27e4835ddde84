import { matchMessages } from '@mithaq/contract/matches';
import { serverMessage } from '@mithaq/contract/messages';
import { z } from 'zod';
import { DomainError, conflict, forbidden, invalid, notFound } from '../../errors';
import type { DomainEvent } from '../../events';
import { defineProcedure, type Refusals } from '../../platform/db/procedures';
import { notificationEvents, notifyResultSchema, type NotifyResult } from '../notifications/public';
import { answerFirstRefusal } from './questions';

/**
 * The match calls' stored functions: paying, unmatching and rematching (payments.ts), refunding
 * an ended match's unlock payments (ledger.ts) and ending a match (changes.ts).
 */

const common: Refusals = {
  match_not_found: () => notFound(matchMessages.notFound),
  idempotency_mismatch: () => conflict(matchMessages.idempotencyMismatch),
  ended: () => conflict(matchMessages.ended),
};

/** The other accepts only verified members (their setting): no unlock payment or rematch without the badge. */
const verifiedOnly: Refusals = { verified_only: (name) => forbidden(serverMessage('matches.verifiedOnly', { name })) };

const pair = z.tuple([z.string(), z.string()]);

/** What an idempotent money call answers: the client's answer, and (unless a replay) what to announce after the commit. */
const moneyResult = <A extends z.ZodType>(answer: A) =>
  z.object({ answer, replay: z.boolean(), profileIds: pair.optional(), notifications: z.array(notifyResultSchema.nullable()).optional() });

/** The events of a money call that committed: the match changed, balances moved, notifications. A replay announces nothing. */
function moneyEvents(
  matchId: string,
  result: { replay: boolean; profileIds?: [string, string]; notifications?: (NotifyResult | null)[] },
  balancesChanged: string[],
): DomainEvent[] {
  if (result.replay || !result.profileIds) return [];
  return [
    { type: 'match.changed', matchId, profileIds: result.profileIds },
    ...balancesChanged.map((userId): DomainEvent => ({ type: 'tokens.changed', userId })),
    ...notificationEvents(result.notifications ?? []),
  ];
}

/** Pay to unlock (process_match_payment): idempotent per key, the match row lock makes concurrent payments take turns. */
export const payProcedure = defineProcedure('mithaq_pay', {
  args: {
    match: 'uuid', payer: 'uuid', express: 'boolean', key: 'text', requestHash: 'text', now: 'timestamptz', cost: 'int',
    firstMessageWithinMs: 'bigint', ledgerKey: 'text', unlockedKey: 'text', requiredKey: 'text', kinds: 'jsonb',
  },
  answer: moneyResult(z.object({ chatUnlocked: z.boolean(), balance: z.number() })),
  refusals: {
    ...common,
    insufficient: (_, { express }) => invalid(express ? matchMessages.insufficientExpress : matchMessages.insufficientUnlock),
    already_unlocked: () => conflict(matchMessages.alreadyUnlocked),
    already_paid: () => conflict(matchMessages.alreadyPaid),
    ...verifiedOnly,
    ...answerFirstRefusal,
  },
  events: (result, { match, payer }) => moneyEvents(match, result, [payer]),
});

/** Manual unmatch (process_manual_unmatch): a penalty, and before unlock any unlock payments go back. */
export const unmatchProcedure = defineProcedure('mithaq_unmatch', {
  args: {
    match: 'uuid', member: 'uuid', now: 'timestamptz', lockedCost: 'int', unlockedCost: 'int', penaltyKey: 'text', refundKey: 'text',
  },
  answer: z.object({ profileIds: pair, balancesChanged: z.array(z.string()) }),
  refusals: common,
  events: (result, { match }) => moneyEvents(match, { replay: false, profileIds: result.profileIds }, result.balancesChanged),
});

/** Rematch (process_rematch_payment), idempotent per key. */
export const rematchProcedure = defineProcedure('mithaq_rematch', {
  args: {
    match: 'uuid', member: 'uuid', key: 'text', requestHash: 'text', now: 'timestamptz', cost: 'int', paymentWindowMs: 'bigint',
    ledgerKey: 'text', matchKey: 'text', kinds: 'jsonb',
  },
  answer: moneyResult(z.object({ matchId: z.string(), balance: z.number() })),
  refusals: {
    ...common,
    still_active: () => conflict(matchMessages.stillActive),
    cannot_rematch: (name) => new DomainError('FORBIDDEN', serverMessage('matches.cannotRematch', { name })),
    pair_already_matched: () => conflict(matchMessages.pairAlreadyMatched),
    insufficient: () => invalid(matchMessages.insufficientRematch),
    ...verifiedOnly,
  },
  events: (result, { match, member }) => moneyEvents(match, result, [member]),
});

/**
 * Gives back what the sides paid to unlock this round, each refund (key ledgerKeys.refund) naming the other person
 * (server/src/features/matches/sql/mithaq_refund_unlock_payments.sql); each refunded member's wallet hears of it.
 */
export const refundUnlockProcedure = defineProcedure('mithaq_refund_unlock_payments', {
  args: { match: 'uuid', sides: 'int[]', key: 'text', now: 'timestamptz' },
  answer: z.array(z.string()),
  refusals: {},
  events: (refunded): DomainEvent[] => refunded.map((userId) => ({ type: 'tokens.changed', userId })),
});

/** Ends the round (server/src/features/matches/sql/mithaq_end_match.sql); both participants hear the match changed. */
export const endMatchProcedure = defineProcedure('mithaq_end_match', {
  args: { match: 'uuid', initiator: 'uuid?', now: 'timestamptz' },
  answer: z.unknown(),
  refusals: {},
  events: (_ended, args, { profileIds }: { profileIds: [string, string] }): DomainEvent[] => [{ type: 'match.changed', matchId: args.match, profileIds }],
});
