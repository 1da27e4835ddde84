/**
 * Query keys shared between the features that read a resource and the realtime client that
 * refreshes it when an event arrives. Prefix matching: invalidating `matches.all` refreshes
 * every match query.
 */
export const matchKeys = {
  all: ['matches'] as const,
  active: ['matches', 'active'] as const,
  unmatched: ['matches', 'unmatched'] as const,
  one: (matchId: string) => ['matches', 'one', matchId] as const,
};

export const chatKeys = {
  all: ['chat'] as const,
  messages: (matchId: string) => ['chat', 'messages', matchId] as const,
  /** Messages that came one by one (see LiveMessages); never fetched, only written. */
  live: (matchId: string) => ['chat', 'live', matchId] as const,
  unread: ['chat', 'unread'] as const,
};

/** The wallet, per signed-in user (useWallet). */
export const walletKey = (userId: string | undefined) => ['wallet', userId ?? 'none'] as const;
