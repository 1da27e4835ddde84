/**
 * Business constants shared by client and server. The spec (§9) gives most of them;
 * DESIGN §4 decides the token economy and timers the spec leaves out. The server may
 * override the economy values through configuration; these are the defaults.
 */
const HOUR_MS = 60 * 60 * 1000;

export const limits = {
  minPasswordLength: 6,
  minAge: 18,
  maxAge: 100,
  nameMaxLength: 25,
  aboutMeMaxLength: 1500,
  educationMaxLength: 50,
  occupationMaxLength: 50,
  minNationalities: 1,
  maxNationalities: 4,
  minHeightCm: 130,
  maxHeightCm: 200,
  defaultHeightCm: 170,
  minPictures: 1,
  maxPictures: 5,
  maxPictureBytes: 5 * 1024 * 1024,
  /** Twice a 12 MP phone photo; a bigger header is refused before any pixel is decoded. */
  maxPicturePixels: 25_000_000,
  /** Uploads one member may have in flight at once (each buffers up to 5 MB on the server). */
  maxConcurrentUploads: 2,
  reportReasonMin: 10,
  reportReasonMax: 50,
  /** A moderator's reason for a decision, and the reply to an appeal. */
  decisionReasonMin: 10,
  decisionReasonMax: 500,
  /** A suspended member's appeal. */
  appealMin: 20,
  appealMax: 1000,
  recentTransactionsShown: 4,
  messagePreviewLength: 30,
  unreadBadgeCap: 99,
} as const;

export const tokenEconomy = {
  welcomeGrant: 10,
  weeklyTopUpTo: 10,
  unlockCost: 3,
  expressUnlockCost: 6,
  rematchCost: 3,
  unmatchPenaltyLocked: 3,
  unmatchPenaltyUnlocked: 1,
  ghostingPenalty: 3,
} as const;

export const timers = {
  paymentWindowMs: 72 * HOUR_MS,
  initialTimerMs: 48 * HOUR_MS,
  responseTimerMs: 48 * HOUR_MS,
  reminderBeforeExpiryMs: 24 * HOUR_MS,
} as const;

/**
 * Issue 28: a member who has not signed in (nor opened the app: each start refreshes the session)
 * for this long is hidden from Discover and the Liked lists until they return; their matches see
 * "Inactive". The server notes activity at most once per `activityWriteEveryMs` per member.
 */
const INACTIVE_AFTER_DAYS = 30;
export const inactivity = {
  inactiveAfterDays: INACTIVE_AFTER_DAYS,
  inactiveAfterMs: INACTIVE_AFTER_DAYS * 24 * HOUR_MS,
  activityWriteEveryMs: HOUR_MS,
} as const;

export const filterDefaults = {
  ageRange: [18, 80] as const,
  heightRange: [130, 200] as const,
  countries: [] as readonly string[],
};

/** UI timings from spec §9, in milliseconds. */
export const uiTimings = {
  likePassAnimation: 250,
  likeToast: 500,
  matchRedirect: 1500,
  paymentRedirect: 1500,
  rematchRedirect: 2000,
  realtimeDebounce: 200,
  matchRecheck: 100,
  markReadDelay: 2000,
  markReadDelayAfterLoad: 1000,
  duplicateSendGuard: 500,
  pageTransition: 300,
  realtimeHeartbeat: 30_000,
  reconnectBackoff: [1000, 2000, 5000, 10_000] as const,
} as const;

export const deckPreload = 3;

/**
 * The widths (pixels) of the WebP renditions the server makes of every picture: the card and the
 * thumbnail (never wider than the upload). The web app offers both to the browser (srcset).
 */
export const pictureRenditions = { cardWidth: 1080, thumbWidth: 320 } as const;

/**
 * Deck page sizes: the web asks for a few more than it preloads, and nobody may ask for more
 * than `max` (every card served counts against the daily view quota, and pages are what a
 * scraper would widen).
 */
export const deckPageSize = { default: 5, max: 10 } as const;

/**
 * New profiles (never shown to them before) one member may be shown per UTC day, in the deck
 * and the lists together. Profiles already seen never count. The server may override it.
 */
export const PROFILE_VIEWS_PER_DAY = 300;

/**
 * New profiles shown per UTC day to every new account (NEW_ACCOUNT_DAYS) of one network together
 * (an IPv4 address, an IPv6 /64): ten throwaway accounts on one connection no longer get ten
 * quotas, while established members, however many share the address (a mobile carrier's NAT),
 * keep only their own quota. The server may override it.
 */
export const PROFILE_VIEWS_PER_NETWORK_PER_DAY = 1000;

/**
 * The same for every new account of one IPv6 /48 together, whichever of its 65,536 /64s they
 * call from (a site's usual allocation, and what a free tunnel broker hands out). The server may override it.
 */
export const PROFILE_VIEWS_PER_IPV6_48_PER_DAY = 3000;

/**
 * An account is new, and spends its network's budget of new profiles, until it is this many days
 * old or its profile is verified. Not a match: two throwaway accounts can like each other. The
 * server may override it.
 */
export const NEW_ACCOUNT_DAYS = 30;

/** Likes one member may give per UTC day (each needs the profile to have been shown first). The server may override it. */
export const LIKES_PER_DAY = 100;

/**
 * Many new accounts from one network: `accounts` sign-ups within `windowMs` raise a flag in the
 * moderators' queue, shown there for `shownMs`. A sign-up's network is kept only for the window.
 */
export const signUpNetworkFlag = { accounts: 5, windowMs: 24 * HOUR_MS, shownMs: 30 * 24 * HOUR_MS } as const;

/** Selfie retention (privacy policy): after the decision, and for a rejection as fraud. */
export const SELFIE_RETENTION_DAYS = 30;
export const FRAUD_SELFIE_RETENTION_DAYS = 2 * 365;

/**
 * The privacy policy's retention: a closed profile's data is deleted or anonymised after 2 years.
 * What a member who deleted their account while reported or blocked leaves for the moderators
 * (reports, message snapshot, e-mail HMAC) is kept that long, then purged; so are the reports a
 * member made about others, counted from when their account was deleted or anonymised.
 */
export const retention = {
  deletedMemberEvidenceMs: 2 * 365 * 24 * HOUR_MS,
  // What the hourly pruning jobs delete, and after how many days (the privacy policy names each).
  /**
   * A session signed out, revoked or past its end, with its refresh tokens, and a live session's
   * refresh tokens past their own expiry (a replay of one is refused as expired either way).
   */
  endedSessionDays: 7,
  /** Used or expired one-time links (confirmation, reset, sign-in link); an unused confirmation link waits for its address's confirmation. */
  spentLinkDays: 7,
  /**
   * An account whose address was never confirmed (with its links), counted from its sign-up: it
   * never had a profile (signing in needs the confirmation), and anyone can make one with any address.
   */
  unconfirmedAccountDays: 30,
  /** Notifications the member has read, counted from when they arrived. */
  readNotificationDays: 90,
  /** Every notification, read or not. */
  notificationDays: 365,
  /**
   * Deck history (profile_views), counted from when a profile was first shown. The daily quota
   * counts only today's rows, and a member blocks or reports from what they have recently seen;
   * a match, a like or a pass (kept while both accounts live) keeps the relationship beyond it,
   * and a profile shown again is recorded again.
   */
  deckHistoryDays: 180,
} as const;

/** The date of the privacy policy's current text (the page shows it in the reader's language): change it with the text. */
export const PRIVACY_POLICY_DATE = '2026-11-27';

/** Admin passwords are longer than members' (spec §9 asks 6 of members): an admin can see everyone. */
export const ADMIN_MIN_PASSWORD_LENGTH = 10;

/** Largest single token adjustment an admin may make, either way. */
export const MAX_TOKEN_ADJUSTMENT = 1000;

/** Longest message the server stores (a database check holds the same bound). */
export const MESSAGE_MAX_LENGTH = 4000;

/** Issue 28: the one question a member may ask every match to answer before the chat unlocks for them, and its answer. */
export const MATCH_QUESTION_MAX_LENGTH = 200;
export const MATCH_ANSWER_MAX_LENGTH = 500;

/**
 * Issue 29's gender correction request (sexCorrection.ts): the reason's length, and how long after
 * a decline the member may ask again. Here so the message registry can quote them.
 */
export const SEX_CORRECTION_REASON_MIN = 10;
export const SEX_CORRECTION_REASON_MAX = 500;
export const SEX_CORRECTION_RETRY_DAYS = 7;
