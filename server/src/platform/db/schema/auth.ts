import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, tstz, uuidPk } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuidPk(),
    email: citext('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    confirmedAt: tstz('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('user', 'admin')`)],
);

/**
 * Rotating refresh tokens. Each sign-in starts a family; each refresh replaces the token
 * with a child. Replaying a rotated token (after a short grace) revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    rotatedAt: tstz('rotated_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const oneTimeTokenPurposes = ['email_confirmation', 'password_reset', 'guardian_invite'] as const;

/** E-mail confirmation, password reset and guardian invitations: hashed, single use, expiring. */
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
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('email_confirmation', 'password_reset', 'guardian_invite')`),
  ],
);
