// The matches feature as other features see it: import it from here, never from its other files
// (ESLint refuses that). Routes may import any file.

export { ChatMatchStatus } from './ChatMatchStatus';
export { MatchAvatar } from './MatchAvatar';
export { unmatchMatch } from './matchesApi';
export { UnmatchedList } from './unmatched/UnmatchedList';
export { useRefreshAfterSpend } from './useRefreshAfterSpend';
export { formatUnreadBadge } from './unreadBadge';
