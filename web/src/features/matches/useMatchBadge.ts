import { useActiveMatches } from './useMatchLists';

export interface MatchBadge {
  /** Unread messages across all matches. */
  unread: number;
  /** True while the user has at least one active (not unmatched) match. */
  hasActiveMatch: boolean;
}

/**
 * Feeds the Matches tab badge from the active matches query (the Matches page's own), which the
 * realtime client invalidates on every match or message event. A failed load shows no badge.
 */
export function useMatchBadge(): MatchBadge {
  const matches = useActiveMatches().data ?? [];
  return {
    unread: matches.reduce((sum, match) => sum + match.unreadCount, 0),
    hasActiveMatch: matches.length > 0,
  };
}
