import { sql } from 'drizzle-orm';
import { closedLedgerKey, tokenTransactionTypes } from '@mithaq/contract/tokens';
import { queryRows, type Queryable } from '../../platform/db/connect';

/**
 * One profile due for anonymisation (deactivated or suspended before `before`), locked for this
 * transaction; SKIP LOCKED lets every server run the job at once, each taking other rows.
 */
export async function claimDueProfile(q: Queryable, before: Date) {
  const at = before.toISOString();
  const [row] = await queryRows<{ id: string; name: string }>(
    q,
    sql`select id, name from profiles
        where anonymized_at is null
          and (suspended_at < ${at}::timestamptz or (not is_active and deactivated_at < ${at}::timestamptz))
        order by id limit 1
        for update skip locked`,
  );
  return row;
}

/** Lets the ledger's append-only trigger accept rewrites of a row's wording (key, params, note) only, until the commit (server/src/features/tokens/sql/mithaq_ledger_append_only.sql). */
export async function allowLedgerAnonymising(q: Queryable) {
  await q.execute(sql`set local mithaq.anonymizing = 'on'`);
}

/** Everything the member did or owns that nobody else needs; reports about them and by them stay (moderators'). */
export async function deletePersonalRows(q: Queryable, id: string) {
  await q.execute(sql`delete from profile_pictures where profile_id = ${id}`);
  await q.execute(sql`delete from verification_requests where profile_id = ${id}`);
  await q.execute(sql`delete from guardians where profile_id = ${id}`);
  // A success story is both spouses' words: it leaves the landing page with either account.
  await q.execute(sql`delete from success_stories s using matches m where m.id = s.match_id and ${id} in (m.profile1_id, m.profile2_id)`);
  await q.execute(sql`delete from push_subscriptions where user_id = ${id}`);
  await q.execute(sql`delete from push_preferences where user_id = ${id}`);
  await q.execute(sql`delete from auth_sessions where user_id = ${id}`);
  await q.execute(sql`delete from one_time_tokens where user_id = ${id}`);
  await q.execute(sql`delete from idempotency_keys where user_id = ${id}`);
  await q.execute(sql`delete from notifications where user_id = ${id}`);
  await q.execute(sql`delete from profile_actions where from_profile_id = ${id} or to_profile_id = ${id}`);
  await q.execute(sql`delete from favorited_profiles where user_id = ${id} or favorited_id = ${id}`);
  await q.execute(sql`delete from profile_views where viewer_id = ${id} or viewed_id = ${id}`);
  await q.execute(sql`delete from blocked_profiles where blocker_id = ${id} or blocked_id = ${id}`);
  // The reports the member made stay too, from "Former member": evidence/keepEvidence ran first.
}

const FORMER = 'Former member';

/**
 * A regular expression for the name as a whole word (so a short name never eats part of
 * another word of the text), and the replacement keeping what surrounded it.
 */
function wholeName(name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return { pattern: `(^|\\W)${escaped}(\\W|$)`, replacement: `\\1${FORMER}\\2` };
}

/**
 * The member's matches: the other people's ledger rows about them lose the name (amounts stay;
 * a wording with no name says "Former member" in its reader's language: contract ledgerEntryText),
 * matches with no message go, the others stay for the other person's history, ended if active.
 * Such a row's name param is always the member's (the match's other person), under whichever
 * name they had when it was written.
 */
export async function settleMatches(q: Queryable, id: string, now: Date) {
  await q.execute(
    sql`update token_transactions set description_params = description_params - 'name'
        where user_id <> ${id} and description_params ? 'name'
          and reference_id in (select m.id from matches m where ${id} in (m.profile1_id, m.profile2_id))`,
  );
  await q.execute(
    sql`delete from matches m where ${id} in (m.profile1_id, m.profile2_id)
          and not exists (select 1 from messages where match_id = m.id)`,
  );
  await q.execute(
    sql`update matches set unmatched_at = ${now.toISOString()}::timestamptz, unmatch_initiator_id = ${id},
          payment_expires_at = null, initial_timer_expires_at = null, response_timer_expires_at = null,
          awaiting_response_from = null, updated_at = ${now.toISOString()}::timestamptz
        where ${id} in (profile1_id, profile2_id) and unmatched_at is null`,
  );
}

/**
 * The member's own ledger keeps its amounts; each row's wording becomes the type's neutral one
 * (closedLedgerKey, contract/src/tokens.ts: 'ledger.closed.<type>'), naming nobody, and a
 * moderator's note goes too.
 */
export async function neutraliseOwnLedger(q: Queryable, id: string) {
  const keys = sql.join(
    tokenTransactionTypes.map((type) => sql`when ${type} then ${closedLedgerKey(type)}`),
    sql` `,
  );
  await q.execute(
    sql`update token_transactions set description_key = case type ${keys} end, description_params = '{}', description = null
        where user_id = ${id}`,
  );
}

/**
 * Notifications the member caused for others: no sender any more, and no name in them. The name
 * is the `name` value of the notification's key, removed (the web then says "Former member" in
 * its reader's language: web/src/lib/notificationText.ts); a row kept from before keys has it in
 * its English text, where those words replace it.
 */
export async function forgetAsSender(q: Queryable, id: string, name: string) {
  const { pattern, replacement } = wholeName(name);
  await q.execute(
    sql`update notifications set sender_id = null, message_params = message_params - 'name',
          content = regexp_replace(content, ${pattern}, ${replacement}, 'g')
        where sender_id = ${id}`,
  );
}

/** The account and profile rows stay (the other people's chats point at them) with nothing personal left. */
export async function blankAccount(q: Queryable, id: string, unusableHash: string, now: Date) {
  const at = now.toISOString();
  await q.execute(
    sql`update users set email = ${`former-${id}@deleted.invalid`}, password_hash = ${unusableHash}, confirmed_at = null,
          totp_secret = null, totp_last_step = null, marketing_consent = false, marketing_answered_at = null,
          updated_at = ${at}::timestamptz
        where id = ${id}`,
  );
  await q.execute(
    sql`update profiles set name = ${FORMER}, about_me = '', education = '', occupation = '', city = '',
          country = 'ZZ', nationality = '{ZZ}', birthday = '1900-01-01', verified_at = null, photos_private = false, match_question = null,
          is_active = false, deactivated_at = coalesce(deactivated_at, ${at}::timestamptz),
          anonymized_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        where id = ${id}`,
  );
}
