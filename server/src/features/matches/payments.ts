import { timers, tokenEconomy } from '@mithaq/contract/constants';
import { ledgerMatchDescriptions, matchMessages } from '@mithaq/contract/matches';
import { serverMessage } from '@mithaq/contract/messages';
import { DomainError, conflict, notFound } from '../../errors';
import type { Tx } from '../../platform/db/connect';
import { once } from '../../platform/idempotency';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { notify } from '../notifications/service';
import { spend } from '../tokens/service';
import { penalise, refundUnlockPayments } from './ledger';
import { changeMatch } from './changes';
import * as repo from './repo';
import { ended, freshRound, otherSide, paidBy, paidOn, profileOn, sideOf, type Side } from './sides';
import { hasExpired } from './timers';
import { hiddenFrom } from './views';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;

/** The match locked for the caller, their side, and the other person's name. Outsiders get 404. */
async function lockForCaller(tx: Tx, auth: AuthContext, matchId: string) {
  const match = await repo.lockMatch(tx, matchId);
  const side = sideOf(match, auth.userId);
  if (!match || !side) throw notFound(matchMessages.notFound);
  // After a block, or with a suspended member, the match exists for neither (as in every list):
  // no paying, rematching, hiding.
  if (await hiddenFrom(tx, auth.userId, profileOn(match, otherSide(side)))) throw notFound(matchMessages.notFound);
  const names = await repo.participantNames(tx, match);
  return { match, side, otherName: names[otherSide(side)], myName: names[side] };
}

/**
 * Pay to unlock: 3 tokens each, or 6 by one person which unlocks at once. Idempotent per
 * key; the match row lock makes concurrent payments take turns, so nobody pays twice.
 */
export async function pay(deps: Deps, auth: AuthContext, matchId: string, express: boolean, key: string) {
  return inTransaction(deps, (tx) =>
    once(tx, { userId: auth.userId, key, request: { op: 'pay', matchId, express }, now: deps.clock.now(), mismatchMessage: matchMessages.idempotencyMismatch }, async () => {
      const now = deps.clock.now();
      const { match, side, otherName, myName } = await lockForCaller(tx, auth, matchId);
      if (match.unmatchedAt || hasExpired(match, now)) throw conflict(matchMessages.ended);
      if (match.chatUnlocked) throw conflict(matchMessages.alreadyUnlocked);
      if (paidOn(match, side)) throw conflict(matchMessages.alreadyPaid);
      const cost = express ? tokenEconomy.expressUnlockCost : tokenEconomy.unlockCost;
      const balance = await spend(
        tx,
        {
          userId: auth.userId,
          amount: cost,
          type: express ? 'express_payment' : 'payment',
          description: (express ? ledgerMatchDescriptions.express : ledgerMatchDescriptions.unlock)(otherName),
          referenceId: match.id,
          createdAt: now,
        },
        express ? matchMessages.insufficientExpress : matchMessages.insufficientUnlock,
      );
      const unlocked = express || paidOn(match, otherSide(side));
      await changeMatch(tx, match, {
        ...paidBy(side, cost),
        ...(unlocked
          ? { chatUnlocked: true, unlockedAt: now, paymentExpiresAt: null, initialTimerExpiresAt: new Date(now.getTime() + timers.initialTimerMs) }
          : {}),
        updatedAt: now,
      });
      const otherId = profileOn(match, otherSide(side));
      if (unlocked) {
        await notify(tx, { userId: otherId, type: 'chat_unlocked', senderId: auth.userId, message: serverMessage('matches.chatUnlocked', { name: myName }), referenceId: match.id, now });
      } else {
        await notify(tx, { userId: otherId, type: 'payment_required', senderId: auth.userId, message: serverMessage('matches.paymentRequired', { name: myName }), referenceId: match.id, now });
      }
      return { chatUnlocked: unlocked, balance };
    }),
  );
}

/**
 * Manual unmatch: 3 tokens before the chat was unlocked, 1 after. Before unlock nothing was
 * used, so any unlock payments go back. Both unmatching at once: the lock lets one win.
 */
export async function unmatch(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const { match, side, otherName, myName } = await lockForCaller(tx, auth, matchId);
    if (match.unmatchedAt || hasExpired(match, now)) throw conflict(matchMessages.ended);
    const cost = match.chatUnlocked ? tokenEconomy.unmatchPenaltyUnlocked : tokenEconomy.unmatchPenaltyLocked;
    await penalise(tx, auth.userId, cost, ledgerMatchDescriptions.unmatchPenalty(otherName), match.id, now);
    if (!match.chatUnlocked) {
      await refundUnlockPayments(tx, match, [1, 2], side === 1 ? { 1: otherName, 2: myName } : { 1: myName, 2: otherName }, now);
    }
    await changeMatch(tx, match, ended(now, auth.userId));
  });
}

/**
 * Rematch (3 tokens): only the one who unmatched, or either after an automatic unmatch.
 * Restarts the payment countdown for both; both get a match notification.
 */
export async function rematch(deps: Deps, auth: AuthContext, matchId: string, key: string) {
  return inTransaction(deps, (tx) =>
    once(tx, { userId: auth.userId, key, request: { op: 'rematch', matchId }, now: deps.clock.now(), mismatchMessage: matchMessages.idempotencyMismatch }, async () => {
      const now = deps.clock.now();
      const { match, side, otherName } = await lockForCaller(tx, auth, matchId);
      if (!match.unmatchedAt) throw conflict(matchMessages.stillActive);
      if (match.unmatchInitiatorId && match.unmatchInitiatorId !== auth.userId) {
        throw new DomainError('FORBIDDEN', serverMessage('matches.cannotRematch', { name: otherName }));
      }
      const otherId = profileOn(match, otherSide(side));
      await repo.lockPair(tx, auth.userId, otherId);
      if (await repo.findActiveMatch(tx, auth.userId, otherId)) throw conflict(matchMessages.pairAlreadyMatched);
      const balance = await spend(
        tx,
        { userId: auth.userId, amount: tokenEconomy.rematchCost, type: 'payment', description: ledgerMatchDescriptions.rematch(otherName), referenceId: match.id, createdAt: now },
        matchMessages.insufficientRematch,
      );
      await changeMatch(tx, match, freshRound(now, timers.paymentWindowMs));
      for (const [userId, senderId] of [[auth.userId, otherId], [otherId, auth.userId]] as const) {
        await notify(tx, { userId, type: 'match', senderId, message: { key: 'matches.newMatch' }, referenceId: match.id, now });
      }
      return { matchId: match.id, balance };
    }),
  );
}

/** Remove Forever: hides an ended match from the caller's Unmatched list only. */
export async function removeForever(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const { match, side } = await lockForCaller(tx, auth, matchId);
    if (!match.unmatchedAt) throw conflict(matchMessages.stillActive);
    const now = deps.clock.now();
    await changeMatch(tx, match, (side as Side) === 1 ? { profile1HiddenAt: now } : { profile2HiddenAt: now });
  });
}
