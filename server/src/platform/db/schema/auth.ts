import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, tstz, uuidPk } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuidPk(),
    email: citext('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    confirmedAt: tstz('confirmed_at'),
    /** Admins' authenticator secret, AES-256-GCM encrypted (features/admin/totp.ts); null until enrolled. */
    totpSecret: text('totp_secret'),
    /** The time-step of the last accepted code: a code is accepted once, never replayed. */
    totpLastStep: integer('totp_last_step'),
    /** Occasional news from Mithaq: off until the member says yes; transactional mail never depends on it. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** When the member last answered (yes or no) or changed the setting: a "no" is not asked again for 12 months. */
    marketingAnsweredAt: tstz('marketing_answered_at'),
    /** The 24-hour reminders by e-mail when no device gets pushes: on until the member turns it off (Account page or the mail's link). */
    reminderEmails: boolean('reminder_emails').notNull().default(true),
    /**
     * The member's language (contract/src/languages.ts): their e-mails, pushes and notifications
     * are written in it. Chosen at sign-up (the browser's) and changed from the app; no check
     * constraint, so adding a language needs no migration (an unknown value reads as English).
     */
    language: text('language').notNull().default('en'),
    /**
     * Moved by every "sign out everywhere" (a password change and a reset sign out everywhere
     * too): a known-device token's MAC covers it (auth/known-devices.ts), so a device known
     * before is a stranger after. A counter, not a time: two moves in one millisecond still differ.
     */
    credentialsEpoch: integer('credentials_epoch').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    // The pruning of accounts never confirmed (auth/retention.ts) reads only these.
    index('users_unconfirmed_created_idx').on(t.createdAt).where(sql`${t.confirmedAt} is null`),
  ],
);

export const sessionClients = ['web', 'native'] as const;

/**
 * A signed-in device. Access tokens name their session, so revoking it (sign out, password
 * change, sign out everywhere, reuse of a rotated refresh token) locks that device out at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    /**
     * How the device holds its refresh token, fixed at sign-in: 'web' in an HttpOnly cookie,
     * 'native' in the body. A request header cannot turn a cookie session into a body token.
     */
    client: text('client', { enum: sessionClients }).notNull().default('web'),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /**
     * When the admin login's code step made this session (features/admin/two-factor.ts, the only
     * writer). Null for every other session: an admin account's session without it is a member's
     * session and opens nothing a moderator may do. A refresh keeps it; a new session never inherits it.
     */
    secondFactorAt: tstz('second_factor_at'),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    check('auth_sessions_client_check', sql`${t.client} in ('web', 'native')`),
  ],
);

/**
 * Rotating refresh tokens, stored hashed. Each refresh marks the token rotated and issues a
 * child; replaying a rotated token after a short grace revokes the whole session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuidPk(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    rotatedAt: tstz('rotated_at'),
  },
  (t) => [
    index('refresh_tokens_session_idx').on(t.sessionId),
    // The pruning job finds tokens past their expiry (auth/retention.ts).
    index('refresh_tokens_expiry_idx').on(t.expiresAt),
  ],
);

export const oneTimeTokenPurposes = ['email_confirmation', 'password_reset', 'guardian_invite', 'sign_in_link'] as const;

/**
 * E-mail confirmation, password reset, guardian invitations and the sign-in link mailed when an
 * account's wrong-password limit is reached: hashed, single use, expiring.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('email_confirmation', 'password_reset', 'guardian_invite', 'sign_in_link')`),
  ],
);
