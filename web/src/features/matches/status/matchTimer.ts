import type { MatchState } from '@mithaq/contract/matches';

export type MatchTimerKind = 'payment' | 'initial' | 'myTurn' | 'theirTurn';

export interface MatchTimer {
  kind: MatchTimerKind;
  expiresAt: string;
}

/**
 * The one timer that runs for a match now (DESIGN §4): the payment window while locked, the
 * initial timer after unlock until the first message, then the response timer of whoever's turn
 * it is. None once the match has ended.
 */
export function currentTimer(match: MatchState): MatchTimer | null {
  if (match.unmatchedAt) return null;
  if (!match.chatUnlocked) return match.paymentExpiresAt ? { kind: 'payment', expiresAt: match.paymentExpiresAt } : null;
  if (match.awaitingResponseFrom && match.responseTimerExpiresAt) {
    return { kind: match.awaitingResponseFrom === 'me' ? 'myTurn' : 'theirTurn', expiresAt: match.responseTimerExpiresAt };
  }
  return match.initialTimerExpiresAt ? { kind: 'initial', expiresAt: match.initialTimerExpiresAt } : null;
}
