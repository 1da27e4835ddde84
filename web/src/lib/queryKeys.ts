import type { DeliveryFilter } from '@mithaq/contract/deliveries';
import type { Filters } from '@mithaq/contract/discover';

/**
 * Every TanStack Query key of the app, in one place: the features that read a resource, the ones
 * that change it and the realtime client that refreshes it on an event must agree, and keys
 * must not collide. Prefix matching: invalidating `matches.all` refreshes every match query.
 */
export const matchKeys = {
  all: ['matches'] as const,
  active: ['matches', 'active'] as const,
  unmatched: ['matches', 'unmatched'] as const,
  one: (matchId: string) => ['matches', 'one', matchId] as const,
  /** A request to verify in this match (under 'matches': a match.updated event refetches it). */
  verificationAsk: (matchId: string) => ['matches', 'verification-ask', matchId] as const,
  /** "We got married" in this match (under 'matches', as above). */
  marriage: (matchId: string) => ['matches', 'marriage', matchId] as const,
  /** The couple's success story (under 'matches', as above). */
  story: (matchId: string) => ['matches', 'story', matchId] as const,
};

export const chatKeys = {
  all: ['chat'] as const,
  messages: (matchId: string) => ['chat', 'messages', matchId] as const,
  /** Messages that came one by one (see LiveMessages); never fetched, only written. */
  live: (matchId: string) => ['chat', 'live', matchId] as const,
  unread: ['chat', 'unread'] as const,
  /** An ended match's read-only history (the Unmatched list), under its chat's messages. */
  history: (matchId: string) => [...chatKeys.messages(matchId), 'history'] as const,
};

/** The wallet, per signed-in user (useWallet). */
export const walletKey = (userId: string | undefined) => ['wallet', userId ?? 'none'] as const;

/** The signed-in member's own profile, per user (useOwnProfile). */
export const ownProfileKey = (userId: string | undefined) => ['profile', 'me', userId ?? 'none'] as const;

/** The member's gender correction request (Edit Profile), per user. */
export const sexCorrectionKey = (userId: string | undefined) => ['sex-correction', userId ?? 'none'] as const;

/**
 * Everything the server may change about the member's own profile behind their back (a moderator's
 * decision, a badge hidden by a picture change): the profile, the verification card and the gender
 * correction request. Refreshed together on profile events, after a reconnect and after a picture call.
 */
export const ownProfileKeys = (userId: string | undefined) => [ownProfileKey(userId), verificationKey(userId), sexCorrectionKey(userId)] as const;

/** The Liked lists (who liked me, whom I liked, favorites); refreshed after every profile action. */
export const LIKED_LISTS_KEY = ['likes'] as const;

/** The chats waiting over a day for the member's reply (reply or release): refreshed when a like is refused for them. */
export const WAITING_CHATS_KEY = ['replyOrRelease'] as const;

/** The Discover deck for one set of filters (new filters restart it). */
export const deckKey = (filters: Filters) => ['discover', filters] as const;

export type ReportFilter = 'open' | 'all';

/** Query keys of the admin area; every change invalidates `all`, so counts and lists agree. */
export const adminKeys = {
  all: ['admin'] as const,
  profiles: (search: string) => ['admin', 'profiles', search] as const,
  profile: (id: string) => ['admin', 'profile', id] as const,
  reports: (filter: ReportFilter) => ['admin', 'reports', filter] as const,
  audit: ['admin', 'audit'] as const,
  verification: ['admin', 'verification'] as const,
  appeals: ['admin', 'appeals'] as const,
  photoFlags: ['admin', 'photo-flags'] as const,
  stories: ['admin', 'stories'] as const,
  sexCorrections: ['admin', 'sex-corrections'] as const,
  deliveries: (filter: DeliveryFilter) => ['admin', 'deliveries', filter] as const,
};

/**
 * The signed-in admin and the server's build (the dashboard's footer): outside `adminKeys.all`, so
 * an admin action's refresh does not fetch it again; it only changes with a deploy.
 */
export const ADMIN_ME_KEY = ['admin-me'] as const;

/** The member's selfie verification state, per signed-in user (useVerification). */
export const verificationKey = (userId: string | undefined) => ['verification', userId ?? 'none'] as const;

/** The member's push choices (which kinds push), per signed-in user. */
export const pushPreferencesKey = (userId: string | undefined) => ['push', 'preferences', userId ?? 'none'] as const;

/** The bell's notification list and unread count, per signed-in user; notification.created events invalidate `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string | undefined) => ['notifications', 'list', userId ?? 'none'] as const,
};

/** The member's guardians (Account page), per signed-in user. */
export const guardiansKey = (userId: string | undefined) => ['guardians', userId ?? 'none'] as const;
/** A guardian's invitation as the accept page shows it (public, by the link's token). */
export const guardianInviteKey = (token: string) => ['guardians', 'invite', token] as const;

/** The member's marketing consent and whether to ask (the /app prompt and the Account page share it). */
export const marketingKey = (userId: string | undefined) => ['account', 'marketing', userId ?? 'none'] as const;

/** Whether the member's 24-hour reminders also come by e-mail when no device gets pushes (Account page). */
export const reminderEmailsKey = (userId: string | undefined) => ['account', 'reminder-emails', userId ?? 'none'] as const;

/** The member's signed-in devices (Account page). */
export const devicesKey = (userId: string | undefined) => ['account', 'devices', userId ?? 'none'] as const;

/** The member's own reports and whether each was handled (the Account page's "My reports"). */
export const myReportsKey = (userId: string | undefined) => ['account', 'reports', userId ?? 'none'] as const;
