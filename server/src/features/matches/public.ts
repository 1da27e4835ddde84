// Matches for other features, their one way in: finding, locking, announcing and ending matches, their sides,
// timers and unlock refunds.

export {
  announceProfileChange,
  endMatchesForMarriage,
  endMatchesForSuspension,
  endMatchForBlock,
  findMatch,
  lockMatch,
  lockPair,
  type MatchRow,
} from './service';
export { announceMatch, changeMatch, endMatch } from './changes';
// A query of its own (matches/expired.ts, not repo.ts): the stored timer rule, asked inside the caller's transaction.
export { matchTimedOut } from './expired';
export { refundUnlockPayments } from './ledger';
export { participantMatch } from './match-states';
export { otherSide, profileOn, type Side } from './sides';
