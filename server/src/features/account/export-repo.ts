import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { authSessions, users } from '../../platform/db/schema/auth';
import { matchAnswers } from '../../platform/db/schema/match-answers';
import { matches, messages } from '../../platform/db/schema/matches';
import { notifications, pushSubscriptions } from '../../platform/db/schema/notifications';
import { profilePictures, profiles } from '../../platform/db/schema/profiles';
import { guardianTranscripts, guardians, verificationRequests } from '../../platform/db/schema/safety';
import { blockedProfiles, favoritedProfiles, profileActions, profileReports, profileViews } from '../../platform/db/schema/social';
import { tokenTransactions } from '../../platform/db/schema/tokens';
import type { MessageParams } from '@mithaq/contract/messages';

/**
 * SQL of the data export (GET /api/account/export): everything held about one member, read as
 * they may see it. Of other members only what the member was shown: an id and a name, and not
 * even those of a member who blocked them. Long lists are read in keyset pages (see
 * platform/json-stream `pages`).
 */

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `value` (another member's id or name), or null when that member has blocked the exporter: the
 * safety rules hide a blocker from the blocked member everywhere, so the file never says who
 * blocked them, nor under what name they go now (the entry itself stays: it is the member's).
 */
const unlessBlockedMe = (userId: string, otherId: SQL, value: SQL) =>
  sql`case when exists (select 1 from ${blockedProfiles} x where x.blocker_id = ${otherId} and x.blocked_id = ${userId}) then null else ${value} end`;

/** The other member of a row as the file names them: `"profileId"` and `name`, both null for a blocker. */
const otherMember = (userId: string, otherId: SQL, name: SQL) =>
  sql`${unlessBlockedMe(userId, otherId, otherId)} as "profileId", ${unlessBlockedMe(userId, otherId, name)} as name`;

export function account(q: Queryable, userId: string) {
  return queryRows<{
    email: string;
    createdAt: string;
    confirmedAt: string | null;
    language: string;
    marketingConsent: boolean;
    marketingAnsweredAt: string | null;
    reminderEmails: boolean;
  }>(
    q,
    sql`select email, ${iso(sql`created_at`)} as "createdAt", ${iso(sql`confirmed_at`)} as "confirmedAt", language,
          marketing_consent as "marketingConsent", ${iso(sql`marketing_answered_at`)} as "marketingAnsweredAt",
          reminder_emails as "reminderEmails"
        from ${users} where id = ${userId}`,
  );
}

export function sessions(q: Queryable, userId: string) {
  return queryRows(
    q,
    sql`select client as "device", user_agent as "userAgent", ${iso(sql`created_at`)} as "signedInAt",
          ${iso(sql`last_used_at`)} as "lastUsedAt", ${iso(sql`expires_at`)} as "expiresAt", ${iso(sql`revoked_at`)} as "endedAt"
        from ${authSessions} where user_id = ${userId} order by created_at`,
  );
}

export function pictureDetails(q: Queryable, userId: string) {
  return queryRows<{ id: string; position: number; width: number; height: number; uploadedAt: string }>(
    q,
    sql`select id, position, width, height, ${iso(sql`created_at`)} as "uploadedAt"
        from ${profilePictures} where profile_id = ${userId} order by position`,
  );
}

/** Likes and passes given, favorites and blocks made, each with the other member's id and name (null once they are gone). */
export function actionsGiven(q: Queryable, userId: string) {
  return queryRows(
    q,
    sql`select ${otherMember(userId, sql`a.to_profile_id`, sql`p.name`)}, a.action, ${iso(sql`a.updated_at`)} as "at"
        from ${profileActions} a left join ${profiles} p on p.id = a.to_profile_id
        where a.from_profile_id = ${userId} order by a.updated_at`,
  );
}

export function favorites(q: Queryable, userId: string) {
  return queryRows(
    q,
    sql`select ${otherMember(userId, sql`f.favorited_id`, sql`p.name`)}, ${iso(sql`f.created_at`)} as "at"
        from ${favoritedProfiles} f left join ${profiles} p on p.id = f.favorited_id
        where f.user_id = ${userId} order by f.created_at`,
  );
}

export function blocks(q: Queryable, userId: string) {
  return queryRows(
    q,
    sql`select ${otherMember(userId, sql`b.blocked_id`, sql`p.name`)}, ${iso(sql`b.created_at`)} as "at"
        from ${blockedProfiles} b left join ${profiles} p on p.id = b.blocked_id
        where b.blocker_id = ${userId} order by b.created_at`,
  );
}

export function reportsMade(q: Queryable, userId: string) {
  return queryRows(
    q,
    sql`select ${otherMember(userId, sql`r.reported_id`, sql`p.name`)}, r.category, r.reason, ${iso(sql`r.created_at`)} as "at", r.handled_at is not null as "handled"
        from ${profileReports} r left join ${profiles} p on p.id = r.reported_id
        where r.reporter_id = ${userId} order by r.created_at`,
  );
}

/** `position` is where the next page starts (the id, which a blocker's row does not show). */
export function profilesShown(q: Queryable, userId: string, after: string | null, limit: number) {
  return queryRows<{ position: string; profileId: string | null; firstShownAt: string }>(
    q,
    sql`select viewed_id as "position", ${unlessBlockedMe(userId, sql`viewed_id`, sql`viewed_id`)} as "profileId",
          ${iso(sql`first_seen_at`)} as "firstShownAt"
        from ${profileViews} where viewer_id = ${userId} ${after ? sql`and viewed_id > ${after}` : sql``}
        order by viewed_id limit ${limit}`,
  );
}

export interface ExportedMatch {
  id: string;
  /** Null (with the name) when the other member has blocked this one. */
  otherId: string | null;
  otherName: string | null;
  createdAt: string;
  unmatchedAt: string | null;
  endedBy: 'me' | 'them' | 'automatic' | null;
  iPaid: boolean;
  chatUnlocked: boolean;
}

/** Every match the member was ever in, hidden ("Remove Forever") ones too: they are still held. */
export function matchesOf(q: Queryable, userId: string) {
  const me = sql`${userId}::uuid`;
  return queryRows<ExportedMatch>(
    q,
    sql`select m.id, ${unlessBlockedMe(userId, sql`o.id`, sql`o.id`)} as "otherId", ${unlessBlockedMe(userId, sql`o.id`, sql`o.name`)} as "otherName",
          ${iso(sql`m.created_at`)} as "createdAt",
          ${iso(sql`m.unmatched_at`)} as "unmatchedAt",
          case when m.unmatched_at is null then null when m.unmatch_initiator_id = ${me} then 'me'
               when m.unmatch_initiator_id is null then 'automatic' else 'them' end as "endedBy",
          case when m.profile1_id = ${me} then m.user1_paid else m.user2_paid end as "iPaid",
          m.chat_unlocked as "chatUnlocked"
        from ${matches} m
        join ${profiles} o on o.id = case when m.profile1_id = ${me} then m.profile2_id else m.profile1_id end
        where m.profile1_id = ${me} or m.profile2_id = ${me}
        order by m.created_at`,
  );
}

export function messagesOf(q: Queryable, userId: string, matchId: string, afterSeq: number | null, limit: number) {
  return queryRows<{ seq: number; from: 'me' | 'them'; content: string; sentAt: string; readAt: string | null }>(
    q,
    sql`select seq, case when sender_id = ${userId} then 'me' else 'them' end as "from", content,
          ${iso(sql`created_at`)} as "sentAt", ${iso(sql`read_at`)} as "readAt"
        from ${messages} where match_id = ${matchId} ${afterSeq === null ? sql`` : sql`and seq > ${afterSeq}`}
        order by seq limit ${limit}`,
  );
}

/** A keyset position in a member's own rows, oldest first: the exact time (text keeps microseconds) and the id. */
export interface RowPosition {
  exactAt: string;
  id: string;
}

const after = (position: RowPosition | null) =>
  position ? sql`and (created_at, id) > (${position.exactAt}::timestamptz, ${position.id}::uuid)` : sql``;

export function ledger(q: Queryable, userId: string, position: RowPosition | null, limit: number) {
  return queryRows<{ id: string; exactAt: string; amount: number; type: string; key: string | null; params: Record<string, string>; description: string | null; at: string }>(
    q,
    sql`select id, created_at::text as "exactAt", amount, type, description_key as "key", description_params as "params", description,
          ${iso(sql`created_at`)} as "at"
        from ${tokenTransactions} where user_id = ${userId} ${after(position)}
        order by created_at, id limit ${limit}`,
  );
}

export function notificationsOf(q: Queryable, userId: string, position: RowPosition | null, limit: number) {
  return queryRows<{ id: string; exactAt: string; type: string; key: string | null; params: MessageParams; content: string | null; at: string; readAt: string | null }>(
    q,
    sql`select id, created_at::text as "exactAt", type, message_key as "key", message_params as "params", content, ${iso(sql`created_at`)} as "at", ${iso(sql`read_at`)} as "readAt"
        from ${notifications} where user_id = ${userId} ${after(position)}
        order by created_at, id limit ${limit}`,
  );
}

/** The devices that get pushes: which platform and when, never their tokens or keys. */
export function pushDevices(q: Queryable, userId: string) {
  return queryRows(
    q,
    sql`select platform, device_info as "device", ${iso(sql`created_at`)} as "registeredAt", ${iso(sql`last_seen_at`)} as "lastSeenAt"
        from ${pushSubscriptions} where user_id = ${userId} order by created_at`,
  );
}

/**
 * Every selfie verification request: the pose asked, the decision and its reason, the name an
 * approval covered and when a change hid its badge; never the selfie itself.
 */
export function verificationRequestsOf(q: Queryable, userId: string) {
  return queryRows(
    q,
    sql`select pose, status, note as "reason", ${iso(sql`created_at`)} as "sentAt", ${iso(sql`reviewed_at`)} as "decidedAt",
          ${iso(sql`revoked_at`)} as "revokedAt", ${iso(sql`selfie_deleted_at`)} as "selfieDeletedAt",
          covered_name as "coveredName", ${iso(sql`hidden_at`)} as "hiddenAt"
        from ${verificationRequests} where profile_id = ${userId} order by created_at`,
  );
}

/** The member's guardians, ended ones too, with the weekly transcripts each was sent. */
export function guardiansOf(q: Queryable, userId: string) {
  return queryRows(
    q,
    sql`select g.name, g.relationship as "relation", g.email, g.status, ${iso(sql`g.created_at`)} as "invitedAt",
          ${iso(sql`g.accepted_at`)} as "acceptedAt", ${iso(sql`g.revoked_at`)} as "endedAt", g.ended_by as "endedBy",
          coalesce((select json_agg(json_build_object('week', t.iso_week, 'messages', t.message_count) order by t.iso_week)
                    from ${guardianTranscripts} t where t.guardian_id = g.id and t.message_count > 0), '[]'::json) as "transcriptsSent"
        from ${guardians} g where g.profile_id = ${userId} order by g.created_at`,
  );
}

/**
 * Issue 28's one question: the answers the member gave to their matches' questions ('given') and
 * those their matches gave to theirs ('received'), every round's, each with the question as it
 * was answered and the other member (null for a blocker).
 */
export function questionAnswersOf(q: Queryable, userId: string, direction: 'given' | 'received') {
  const me = sql`${userId}::uuid`;
  const other = direction === 'given' ? sql`case when m.profile1_id = ${me} then m.profile2_id else m.profile1_id end` : sql`a.answerer_id`;
  return queryRows(
    q,
    sql`select a.match_id as "matchId", ${otherMember(userId, sql`o.id`, sql`o.name`)}, a.question, a.answer,
          ${iso(sql`a.answered_at`)} as "answeredAt", ${iso(sql`a.round_ended_at`)} as "roundEndedAt"
        from ${matchAnswers} a
        join ${matches} m on m.id = a.match_id and (m.profile1_id = ${me} or m.profile2_id = ${me})
        join ${profiles} o on o.id = ${other}
        where ${direction === 'given' ? sql`a.answerer_id = ${me}` : sql`a.answerer_id <> ${me}`}
        order by a.answered_at, a.round_ended_at nulls last, a.id`,
  );
}
