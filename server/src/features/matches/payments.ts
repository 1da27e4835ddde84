import { timers, tokenEconomy } from '@mithaq/contract/constants';
import { ledgerMatchDescriptions, matchMessages } from '@mithaq/contract/matches';
import { serverMessage } from '@mithaq/contract/messages';
import { DomainError, conflict, forbidden, invalid, notFound } from '../../errors';
import { inTransaction, publishCommitted } from '../../platform/after-commit';
import { callProcedure, procedure, type Refusals } from '../../platform/db/procedures';
import { requestHash } from '../../platform/idempotency';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import type { DomainEvent } from '../../events';
import { notificationEvents, pushKinds, type NotifyResult } from '../notifications/service';
import { changeMatch } from './changes';
import { answerFirstRefusal } from './questions';
import * as repo from './repo';
import { sideOf, type Side } from './sides';
import { hiddenFrom } from './match-states';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;

/** A ledger description with the other person's name left as the registry's {{name}}, filled in SQL. */
const withName = (describe: (name: string) => string) => describe('{{name}}');

const common: Refusals = {
  match_not_found: () => notFound(matchMessages.notFound),
  idempotency_mismatch: () => conflict(matchMessages.idempotencyMismatch),
  ended: () => conflict(matchMessages.ended),
};

/** What a money call of migration 0017 answers: the client's answer, and what to announce after the commit. */
interface MoneyResult<A> {
  answer: A;
  replay: boolean;
  profileIds?: [string, string];
  notifications?: NotifyResult[];
}

/** The events of a money call that committed: the match changed, balances moved, notifications. A replay announces nothing. */
async function announce(deps: Deps, matchId: string, result: MoneyResult<unknown>, balancesChanged: string[]) {
  if (result.replay || !result.profileIds) return;
  const events: DomainEvent[] = [
    { type: 'match.changed', matchId, profileIds: result.profileIds },
    ...balancesChanged.map((userId): DomainEvent => ({ type: 'tokens.changed', userId })),
    ...notificationEvents(result.notifications ?? []),
  ];
  await publishCommitted(deps, events);
}

/** The other accepts only verified members (their setting): no unlock payment or rematch without the badge. */
const verifiedOnly: Refusals = { verified_only: (name) => forbidden(serverMessage('matches.verifiedOnly', { name })) };

export const payProcedure = procedure('mithaq_pay', 12);

/** mithaq_pay's arguments (the payments benchmark's floor calls it with exactly these, without the app). */
export function payArguments(payerId: string, matchId: string, express: boolean, key: string, now: Date): unknown[] {
  return [
    matchId, payerId, express, key, requestHash({ op: 'pay', matchId, express }), now.toISOString(),
    express ? tokenEconomy.expressUnlockCost : tokenEconomy.unlockCost, timers.initialTimerMs,
    withName(express ? ledgerMatchDescriptions.express : ledgerMatchDescriptions.unlock),
    matchMessages.chatUnlocked('{{name}}'), matchMessages.paymentRequired('{{name}}'), pushKinds,
  ];
}

/**
 * Pay to unlock: 3 tokens each, or 6 by one person which unlocks at once. One call of mithaq_pay
 * (process_match_payment; migration 0017 holds the rules): idempotent per key, the match row
 * lock makes concurrent payments take turns, so nobody pays twice.
 */
export async function pay(deps: Deps, auth: AuthContext, matchId: string, express: boolean, key: string) {
  const result = await callProcedure<MoneyResult<{ chatUnlocked: boolean; balance: number }>>(
    deps.database,
    payProcedure,
    payArguments(auth.userId, matchId, express, key, deps.clock.now()),
    { ...common, insufficient: () => invalid(express ? matchMessages.insufficientExpress : matchMessages.insufficientUnlock),
      already_unlocked: () => conflict(matchMessages.alreadyUnlocked), already_paid: () => conflict(matchMessages.alreadyPaid), ...verifiedOnly,
      ...answerFirstRefusal },
  );
  await announce(deps, matchId, result, [auth.userId]);
  return result.answer;
}

const unmatchProcedure = procedure('mithaq_unmatch', 7);

/**
 * Manual unmatch: 3 tokens before the chat was unlocked, 1 after; before unlock any unlock
 * payments go back. One call of mithaq_unmatch (process_manual_unmatch).
 */
export async function unmatch(deps: Deps, auth: AuthContext, matchId: string) {
  const result = await callProcedure<{ profileIds: [string, string]; balancesChanged: string[] }>(
    deps.database,
    unmatchProcedure,
    [
      matchId, auth.userId, deps.clock.now().toISOString(), tokenEconomy.unmatchPenaltyLocked, tokenEconomy.unmatchPenaltyUnlocked,
      withName(ledgerMatchDescriptions.unmatchPenalty), withName(ledgerMatchDescriptions.refund),
    ],
    common,
  );
  await announce(deps, matchId, { answer: null, replay: false, profileIds: result.profileIds }, result.balancesChanged);
}

const rematchProcedure = procedure('mithaq_rematch', 10);

/**
 * Rematch (3 tokens): only the one who unmatched, or either after an automatic unmatch.
 * Restarts the payment countdown for both; both get a match notification. One call of
 * mithaq_rematch (process_rematch_payment), idempotent per key.
 */
export async function rematch(deps: Deps, auth: AuthContext, matchId: string, key: string) {
  const result = await callProcedure<MoneyResult<{ matchId: string; balance: number }>>(
    deps.database,
    rematchProcedure,
    [
      matchId, auth.userId, key, requestHash({ op: 'rematch', matchId }), deps.clock.now().toISOString(), tokenEconomy.rematchCost,
      timers.paymentWindowMs, withName(ledgerMatchDescriptions.rematch), matchMessages.newMatch, pushKinds,
    ],
    {
      ...common,
      still_active: () => conflict(matchMessages.stillActive),
      cannot_rematch: (name) => new DomainError('FORBIDDEN', serverMessage('matches.cannotRematch', { name })),
      pair_already_matched: () => conflict(matchMessages.pairAlreadyMatched),
      insufficient: () => invalid(matchMessages.insufficientRematch),
      ...verifiedOnly,
    },
  );
  await announce(deps, matchId, result, [auth.userId]);
  return result.answer;
}

/** Remove Forever: hides an ended match from the caller's Unmatched list only. */
export async function removeForever(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const match = await repo.lockMatch(tx, matchId);
    const side = sideOf(match, auth.userId);
    if (!match || !side) throw notFound(matchMessages.notFound);
    // After a block, or with a suspended member, the match exists for neither (as in every list).
    if (await hiddenFrom(tx, auth.userId, side === 1 ? match.profile2Id : match.profile1Id)) throw notFound(matchMessages.notFound);
    if (!match.unmatchedAt) throw conflict(matchMessages.stillActive);
    const now = deps.clock.now();
    await changeMatch(tx, match, (side as Side) === 1 ? { profile1HiddenAt: now } : { profile2HiddenAt: now });
  });
}
