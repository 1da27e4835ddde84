import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * Selfie verification (the blue badge of the privacy policy). The selfie is a private picture
 * (moderators only); `selfie_path` is cleared when the retention job deletes it: 30 days after the
 * decision, 2 years after a rejection as fraud.
 *
 * An approval records what it covered (the pictures and the name). A change of either hides the
 * badge and opens a re-review (`follows_id`: the approval), which takes over the approval's selfie
 * while it is still kept, or waits (pending, no selfie, no pose) for the member's new one.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuidPk(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    /** The pose the server asked for (a key of the contract's list); null while a re-review waits for a new selfie. */
    pose: text('pose'),
    selfiePath: text('selfie_path'),
    /** When the member sent this row's selfie: one of their tries (null: kept from the approval, or none yet). */
    sentAt: tstz('sent_at'),
    /** The moderator's reason for a rejection (shown to the member) or a revocation. */
    note: text('note'),
    /** A rejection as fraud keeps the selfie for the policy's 2 years. */
    fraud: boolean('fraud').notNull().default(false),
    createdAt: createdAt(),
    reviewedAt: tstz('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** A moderator took the badge back after approving. */
    revokedAt: tstz('revoked_at'),
    selfieDeletedAt: tstz('selfie_deleted_at'),
    /** An approval: the name and the pictures (ids, in order) the moderator compared with the selfie. */
    coveredName: text('covered_name'),
    coveredPictureIds: uuid('covered_picture_ids').array(),
    /** An approval whose badge a change of pictures or name hid (its re-review decides now). */
    hiddenAt: tstz('hidden_at'),
    /** A re-review: the approval whose badge the change hid, and what changed since (as the member is told). */
    followsId: uuid('follows_id').references((): AnyPgColumn => verificationRequests.id, { onDelete: 'set null' }),
    changedPictures: boolean('changed_pictures').notNull().default(false),
    changedName: boolean('changed_name').notNull().default(false),
  },
  (t) => [
    check('verification_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('verification_requests_queue_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('verification_requests_one_pending_idx').on(t.profileId).where(sql`${t.status} = 'pending'`),
    index('verification_requests_profile_idx').on(t.profileId, t.createdAt),
    index('verification_requests_retention_idx').on(t.reviewedAt).where(sql`${t.selfiePath} is not null and ${t.status} <> 'pending'`),
  ],
);

/**
 * The thumbnail of a covered picture the member deleted while a re-review is open, copied under
 * selfies/ (moderators only, as a selfie) so the moderator sees what was removed. Deleted with the
 * request's selfie (the retention job, account deletion).
 */
export const verificationKeptPictures = pgTable(
  'verification_kept_pictures',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => verificationRequests.id, { onDelete: 'cascade' }),
    /** The deleted picture's id (no reference: that row is gone). */
    pictureId: uuid('picture_id').notNull(),
    thumbPath: text('thumb_path').notNull().unique(),
    removedAt: tstz('removed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.pictureId] })],
);

/**
 * Guardians or chaperones who receive weekly chat transcripts. No account: the invite link and
 * the stop link carry single-use / long-lived random tokens, stored here only as hashes.
 */
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
    /** The invite link's token (single use: cleared on acceptance or revocation). */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: tstz('invite_expires_at'),
    /** The "stop receiving these" link of every transcript e-mail. */
    stopTokenHash: text('stop_token_hash'),
    acceptedAt: tstz('accepted_at'),
    revokedAt: tstz('revoked_at'),
    /** 'member' (revoked from the Account page) or 'guardian' (stopped from an e-mail). */
    endedBy: text('ended_by'),
    lastTranscriptAt: tstz('last_transcript_at'),
    /**
     * Invitations mailed for this guardian (the first and every re-send): their sum over a member's
     * rows is the lifetime cap's count (issue 26), so ended rows are kept while the account lives.
     * Rows from before the cap count as one each.
     */
    invitesSent: integer('invites_sent').notNull().default(1),
  },
  (t) => [
    check('guardians_status_check', sql`${t.status} in ('invited', 'active', 'revoked')`),
    // One live invitation per address and member; a revoked guardian may be invited again.
    uniqueIndex('guardians_profile_email_idx').on(t.profileId, t.email).where(sql`${t.status} <> 'revoked'`),
    uniqueIndex('guardians_invite_token_idx').on(t.inviteTokenHash),
    uniqueIndex('guardians_stop_token_idx').on(t.stopTokenHash),
  ],
);

/** One transcript e-mail per guardian per ISO week ('2026-W48'), whichever server's job gets there first. */
export const guardianTranscripts = pgTable(
  'guardian_transcripts',
  {
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    isoWeek: text('iso_week').notNull(),
    messageCount: integer('message_count').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.isoWeek] })],
);

/**
 * When the other member of a chat was first shown the banner "{name}'s guardian receives copies
 * of this chat": their messages count for a transcript only from then on (their consent).
 */
export const guardianNotices = pgTable(
  'guardian_notices',
  {
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shownAt: tstz('shown_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.viewerId] })],
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

/**
 * The network each new account signed up from, as an HMAC of its IPv4 address or IPv6 /64 (never
 * the address), kept for the flag's window only: many sign-ups from one network within it raise
 * a network flag for the moderators.
 */
export const signUpNetworks = pgTable(
  'sign_up_networks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_up_networks_recent_idx').on(t.network, t.createdAt)],
);

/**
 * Many new accounts from one network, shown in the moderators' queue (accounts: network_flag_accounts).
 * established_members: how many established members browsed from that network on the day of its latest sign-up.
 */
export const networkFlags = pgTable(
  'network_flags',
  { id: uuidPk(), createdAt: createdAt(), establishedMembers: integer('established_members').notNull().default(0) },
  (t) => [index('network_flags_recent_idx').on(t.createdAt)],
);

export const networkFlagAccounts = pgTable(
  'network_flag_accounts',
  {
    flagId: uuid('flag_id')
      .notNull()
      .references(() => networkFlags.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.flagId, t.userId] }), index('network_flag_accounts_user_idx').on(t.userId)],
);
