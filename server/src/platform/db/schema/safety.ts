import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { citext, createdAt, tstz, uuidPk } from './columns';
import { profiles } from './profiles';

/** Every admin action: who, what, on which target, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPk(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_recent_idx').on(t.createdAt)],
);

/** Selfie verification (the blue badge of the privacy policy). */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuidPk(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    selfiePath: text('selfie_path').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    reviewedAt: tstz('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('verification_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('verification_requests_queue_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('verification_requests_one_pending_idx').on(t.profileId).where(sql`${t.status} = 'pending'`),
  ],
);

/** Guardians or chaperones who receive weekly chat transcripts. */
export const guardians = pgTable(
  'guardians',
  {
    id: uuidPk(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    email: citext('email').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship'),
    status: text('status', { enum: ['invited', 'active', 'revoked'] }).notNull().default('invited'),
    createdAt: createdAt(),
    acceptedAt: tstz('accepted_at'),
    revokedAt: tstz('revoked_at'),
    lastTranscriptAt: tstz('last_transcript_at'),
  },
  (t) => [
    check('guardians_status_check', sql`${t.status} in ('invited', 'active', 'revoked')`),
    uniqueIndex('guardians_profile_email_idx').on(t.profileId, t.email),
  ],
);
