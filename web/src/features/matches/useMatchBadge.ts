export interface MatchBadge {
  /** Unread messages across all matches. */
  unread: number;
  /** True while the user has at least one active (not unmatched) match. */
  hasActiveMatch: boolean;
}

const NO_BADGE: MatchBadge = { unread: 0, hasActiveMatch: false };

/**
 * Feeds the Matches tab badge. The matches feature is not built yet, so there is nothing to count;
 * it will replace this body with a query kept fresh by realtime events.
 */
export function useMatchBadge(): MatchBadge {
  return NO_BADGE;
}
