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
