import { timers, tokenEconomy } from '@mithaq/contract/constants';
import { matchMessages } from '@mithaq/contract/matches';
import type { NameKey, StaticKey } from '@mithaq/contract/messages';
import { ledgerKeys } from '@mithaq/contract/tokens';
import { conflict, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import { requestHash } from '../../platform/idempotency';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { pushKinds } from '../notifications/public';
import { changeMatch } from './changes';
import { payProcedure, rematchProcedure, unmatchProcedure } from './procedures';
import * as repo from './repo';
import { sideOf, type Side } from './sides';
import { hiddenFrom } from './match-states';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;

/** mithaq_pay's arguments (the payments benchmark's floor calls it with exactly these, without the app). */
export function payArguments(payerId: string, matchId: string, express: boolean, key: string, now: Date): Parameters<typeof payProcedure.values>[0] {
  return {
    match: matchId, payer: payerId, express, key, requestHash: requestHash({ op: 'pay', matchId, express }), now,
    cost: express ? tokenEconomy.expressUnlockCost : tokenEconomy.unlockCost, firstMessageWithinMs: timers.initialTimerMs,
    ledgerKey: express ? ledgerKeys.express : ledgerKeys.unlock,
    unlockedKey: 'matches.chatUnlocked' satisfies NameKey, requiredKey: 'matches.paymentRequired' satisfies NameKey, kinds: pushKinds,
  };
}

/**
 * Pay to unlock: 3 tokens each, or 6 by one person which unlocks at once. One call of mithaq_pay
 * (process_match_payment; matches/procedures.ts names its arguments, answer and refusals): idempotent
 * per key, the match row lock makes concurrent payments take turns, so nobody pays twice.
 */
export async function pay(deps: Deps, auth: AuthContext, matchId: string, express: boolean, key: string) {
  const result = await payProcedure.call(deps, payArguments(auth.userId, matchId, express, key, deps.clock.now()));
  return result.answer;
}

/**
 * Manual unmatch: 3 tokens before the chat was unlocked, 1 after; before unlock any unlock
 * payments go back. One call of mithaq_unmatch (process_manual_unmatch).
 */
export async function unmatch(deps: Deps, auth: AuthContext, matchId: string) {
  await unmatchProcedure.call(deps, {
    match: matchId, member: auth.userId, now: deps.clock.now(), lockedCost: tokenEconomy.unmatchPenaltyLocked,
    unlockedCost: tokenEconomy.unmatchPenaltyUnlocked, penaltyKey: ledgerKeys.unmatchPenalty,
    refundKey: ledgerKeys.refund,
  });
}

/**
 * Rematch (3 tokens): only the one who unmatched, or either after an automatic unmatch.
 * Restarts the payment countdown for both; both get a match notification. One call of
 * mithaq_rematch (process_rematch_payment), idempotent per key.
 */
export async function rematch(deps: Deps, auth: AuthContext, matchId: string, key: string) {
  const result = await rematchProcedure.call(deps, {
    match: matchId, member: auth.userId, key, requestHash: requestHash({ op: 'rematch', matchId }), now: deps.clock.now(),
    cost: tokenEconomy.rematchCost, paymentWindowMs: timers.paymentWindowMs, ledgerKey: ledgerKeys.rematch,
    matchKey: 'matches.newMatch' satisfies StaticKey, kinds: pushKinds,
  });
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
