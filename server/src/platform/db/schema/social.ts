import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { decisions, reportCategories, reportContexts } from '@mithaq/contract/reports';
import { users } from './auth';
import { createdAt, tstz, uuidPk } from './columns';
import { profiles } from './profiles';
import { matches } from './matches';
import { deletedMemberEvidence } from './safety';

const profileRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** One row per (from, to): a like may later replace a pass and vice versa. */
export const profileActions = pgTable(
  'profile_actions',
  {
    fromProfileId: profileRef('from_profile_id'),
    toProfileId: profileRef('to_profile_id'),
    action: text('action', { enum: ['like', 'pass'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fromProfileId, t.toProfileId] }),
    check('profile_actions_action_check', sql`${t.action} in ('like', 'pass')`),
    check('profile_actions_not_self', sql`${t.fromProfileId} <> ${t.toProfileId}`),
    // "Who liked me", newest first.
    index('profile_actions_to_idx').on(t.toProfileId, t.action, t.updatedAt),
  ],
);

export const favoritedProfiles = pgTable(
  'favorited_profiles',
  {
    userId: profileRef('user_id'),
    favoritedId: profileRef('favorited_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.favoritedId] }),
    check('favorited_profiles_not_self', sql`${t.userId} <> ${t.favoritedId}`),
    index('favorited_profiles_recent_idx').on(t.userId, t.createdAt),
  ],
);

export const blockedProfiles = pgTable(
  'blocked_profiles',
  {
    blockerId: profileRef('blocker_id'),
    blockedId: profileRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('blocked_profiles_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
    index('blocked_profiles_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A report outlives the reported member's account: on deletion reported_id becomes null and
 * evidence_id names what the member left behind (deleted_member_evidence); the report goes
 * when that evidence expires. It outlives the reporter's account too: when the reporter deletes
 * it or is anonymised, reporter_id becomes null ("Former member") and reporter_left_at says when;
 * the report goes once the evidence period has passed since then (evidence/service.ts).
 */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: uuidPk(),
    reporterId: uuid('reporter_id').references(() => profiles.id, { onDelete: 'set null' }),
    reporterLeftAt: tstz('reporter_left_at'),
    reportedId: uuid('reported_id').references(() => profiles.id, { onDelete: 'set null' }),
    evidenceId: uuid('evidence_id').references(() => deletedMemberEvidence.id, { onDelete: 'cascade' }),
    category: text('category', { enum: reportCategories }).notNull().default('other'),
    /** The member's free text: required for 'other', optional otherwise. */
    reason: text('reason'),
    context: text('context', { enum: reportContexts }).notNull().default('profile'),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    /**
     * The chat's last messages (both sides, with their flags) or the reported profile as it was,
     * written in the report's transaction. It lives and goes with its report, so the evidence
     * rules of deleted members apply unchanged (evidence/service.ts): when the reported member
     * deletes the account the report points at their evidence and goes when that expires
     * (retention.deletedMemberEvidenceMs); when the reporter leaves, it goes that long after.
     */
    snapshot: jsonb('snapshot'),
    createdAt: createdAt(),
    handledAt: tstz('handled_at'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** A moderator's decision and its reason (null for reports only marked handled before issue 27). */
    decision: text('decision', { enum: decisions }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    check('profile_reports_reason_check', sql`${t.reason} is null or char_length(${t.reason}) between 10 and 50`),
    check('profile_reports_other_reason_check', sql`${t.category} <> 'other' or ${t.reason} is not null`),
    check('profile_reports_category_check', sql`${t.category} in ('money', 'off_app', 'not_serious', 'fake_photos', 'underage', 'harassment', 'other')`),
    check('profile_reports_context_check', sql`${t.context} in ('chat', 'profile')`),
    check('profile_reports_decision_check', sql`${t.decision} is null or ${t.decision} in ('warning', 'suspension', 'ban', 'no_action')`),
    // Warnings a member already had count in their risk.
    index('profile_reports_warnings_idx').on(t.reportedId).where(sql`${t.decision} = 'warning'`),
    check('profile_reports_not_self', sql`${t.reporterId} <> ${t.reportedId}`),
    index('profile_reports_queue_idx').on(t.createdAt).where(sql`${t.handledAt} is null`),
    index('profile_reports_reported_idx').on(t.reportedId),
    index('profile_reports_reporter_left_idx').on(t.reporterLeftAt).where(sql`${t.reporterLeftAt} is not null`),
  ],
);

/**
 * Which profiles a member has been shown (the deck and the lists), first time only. It is the
 * member's deck history (a member may block or report anyone they were shown, whatever that
 * person later does to their own profile) and the measure of the daily view quota (new rows
 * per day), which keeps a fake account from harvesting the members.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerId: profileRef('viewer_id'),
    viewedId: profileRef('viewed_id'),
    firstSeenAt: tstz('first_seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.viewedId] }),
    check('profile_views_not_self', sql`${t.viewerId} <> ${t.viewedId}`),
    // The quota counts one member's new views since the start of their day.
    index('profile_views_recent_idx').on(t.viewerId, t.firstSeenAt),
    // The pruning job's range of old rows (features/profile-views/retention.ts): rows arrive in time order, so BRIN is tiny and adds nearly nothing to the deck's inserts.
    index('profile_views_age_brin_idx').using('brin', t.firstSeenAt),
  ],
);

/**
 * A suspended member's appeal: one per suspension (the suspension's time is part of the key, so
 * a later suspension can be appealed again). A moderator lifts the suspension or upholds it with
 * a reply, which the member reads on their next sign-in attempt. Goes with the profile.
 */
export const suspensionAppeals = pgTable(
  'suspension_appeals',
  {
    id: uuidPk(),
    profileId: profileRef('profile_id'),
    suspendedAt: tstz('suspended_at').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    outcome: text('outcome', { enum: ['lifted', 'upheld'] }),
    reply: text('reply'),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('suspension_appeals_once_idx').on(t.profileId, t.suspendedAt),
    check('suspension_appeals_text_check', sql`char_length(${t.text}) between 20 and 1000`),
    check('suspension_appeals_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('lifted', 'upheld')`),
    index('suspension_appeals_open_idx').on(t.createdAt).where(sql`${t.outcome} is null`),
  ],
);
