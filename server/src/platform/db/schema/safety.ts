import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * What a member who deleted their account while reported or blocked leaves behind for the
 * moderators: a snapshot of the profile and of the messages exchanged with whoever reported or
 * blocked them (jsonb: the rows they came from are gone), and an HMAC of the e-mail address so a
 * new sign-up with it is flagged. Kept until expires_at (the privacy policy's retention), then
 * purged with the reports that point at it.
 */
export const deletedMemberEvidence = pgTable(
  'deleted_member_evidence',
  {
    id: uuidPk(),
    /** The deleted profile's id (no reference: that row is gone), so reports and logs still name it. */
    formerProfileId: uuid('former_profile_id').notNull(),
    emailHash: text('email_hash').notNull(),
    profile: jsonb('profile').notNull(),
    messages: jsonb('messages').notNull(),
    /** Who had reported or blocked the member, when they deleted the account. */
    reportedBy: uuid('reported_by').array().notNull(),
    blockedBy: uuid('blocked_by').array().notNull(),
    deletedAt: tstz('deleted_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('deleted_member_evidence_email_idx').on(t.emailHash), index('deleted_member_evidence_expiry_idx').on(t.expiresAt)],
);

/** A new account whose e-mail matches a deleted reported account's: shown to moderators. */
export const returningMembers = pgTable(
  'returning_members',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => deletedMemberEvidence.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.evidenceId] })],
);
