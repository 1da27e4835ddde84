import type { MatchRow } from './repo';

export type Side = 1 | 2;

/** Which side of the match the user is on, or null for an outsider (who then gets a 404). */
export function sideOf(match: MatchRow | undefined, userId: string): Side | null {
  if (!match) return null;
  if (match.profile1Id === userId) return 1;
  if (match.profile2Id === userId) return 2;
  return null;
}

export const otherSide = (side: Side): Side => (side === 1 ? 2 : 1);
export const profileOn = (match: MatchRow, side: Side) => (side === 1 ? match.profile1Id : match.profile2Id);
export const paidOn = (match: MatchRow, side: Side) => (side === 1 ? match.user1Paid : match.user2Paid);
export const paidTokensOn = (match: MatchRow, side: Side) => (side === 1 ? match.user1PaidTokens : match.user2PaidTokens);

/** Column values that record a payment by `side`. */
export const paidBy = (side: Side, tokens: number) =>
  side === 1 ? { user1Paid: true, user1PaidTokens: tokens } : { user2Paid: true, user2PaidTokens: tokens };

/** Everything a new round (match or rematch) starts from. */
export const freshRound = (now: Date, paymentWindowMs: number) => ({
  unmatchedAt: null,
  unmatchInitiatorId: null,
  user1Paid: false,
  user2Paid: false,
  user1PaidTokens: 0,
  user2PaidTokens: 0,
  chatUnlocked: false,
  unlockedAt: null,
  paymentExpiresAt: new Date(now.getTime() + paymentWindowMs),
  initialTimerExpiresAt: null,
  responseTimerExpiresAt: null,
  awaitingResponseFrom: null,
  reminderSentAt: null,
  paymentReminderSentAt: null,
  profile1HiddenAt: null,
  profile2HiddenAt: null,
  updatedAt: now,
});

/** The columns that end a round: unmatched now, by `initiatorId` (null = a timer), timers stopped. */
export const ended = (now: Date, initiatorId: string | null) => ({
  unmatchedAt: now,
  unmatchInitiatorId: initiatorId,
  paymentExpiresAt: null,
  initialTimerExpiresAt: null,
  responseTimerExpiresAt: null,
  awaitingResponseFrom: null,
  updatedAt: now,
});
