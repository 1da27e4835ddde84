import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, uuidPk } from './columns';
import { profiles } from './profiles';

/**
 * A match between two profiles, always stored with profile1_id < profile2_id. Active while
 * unmatched_at is null; at most one active match per pair. The timers are columns the
 * sweeper job reads through the partial "due" indexes below.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuidPk(),
    profile1Id: uuid('profile1_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profile2Id: uuid('profile2_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    unmatchedAt: tstz('unmatched_at'),
    unmatchInitiatorId: uuid('unmatch_initiator_id').references(() => profiles.id, { onDelete: 'set null' }),
    user1Paid: boolean('user1_paid').notNull().default(false),
    user2Paid: boolean('user2_paid').notNull().default(false),
    /** What each side paid to unlock in the current round (3, or 6 express): the refund on expiry. */
    user1PaidTokens: integer('user1_paid_tokens').notNull().default(0),
    user2PaidTokens: integer('user2_paid_tokens').notNull().default(0),
    chatUnlocked: boolean('chat_unlocked').notNull().default(false),
    unlockedAt: tstz('unlocked_at'),
    paymentExpiresAt: tstz('payment_expires_at'),
    initialTimerExpiresAt: tstz('initial_timer_expires_at'),
    responseTimerExpiresAt: tstz('response_timer_expires_at'),
    awaitingResponseFrom: uuid('awaiting_response_from').references(() => profiles.id, { onDelete: 'set null' }),
    reminderSentAt: tstz('reminder_sent_at'),
    /** The payment-window reminder (24 h left) went out this round. */
    paymentReminderSentAt: tstz('payment_reminder_sent_at'),
    lastMessageAt: tstz('last_message_at'),
    /**
     * The couple confirmed "We got married" (issue 28, schema/marriages.ts): the trigger that keeps
     * this match's timers cleared runs only when it is set, not on every message of every chat.
     */
    marriedAt: tstz('married_at'),
    /** The last "We got married" of this match was declined or withdrawn: none again for MARRIAGE_ASK_AGAIN_DAYS. */
    marriageAskEndedAt: tstz('marriage_ask_ended_at'),
    // "Remove Forever" hides an unmatched row from one side's list only.
    profile1HiddenAt: tstz('profile1_hidden_at'),
    profile2HiddenAt: tstz('profile2_hidden_at'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('matches_ordered_pair', sql`${t.profile1Id} < ${t.profile2Id}`),
    uniqueIndex('matches_one_active_per_pair').on(t.profile1Id, t.profile2Id).where(sql`${t.unmatchedAt} is null`),
    index('matches_profile1_idx').on(t.profile1Id, t.createdAt),
    index('matches_profile2_idx').on(t.profile2Id, t.createdAt),
    index('matches_payment_due_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.unmatchedAt} is null and not ${t.chatUnlocked}`),
    index('matches_initial_due_idx')
      .on(t.initialTimerExpiresAt)
      .where(sql`${t.unmatchedAt} is null and ${t.initialTimerExpiresAt} is not null`),
    index('matches_reminder_due_idx')
      .on(t.responseTimerExpiresAt)
      .where(sql`${t.unmatchedAt} is null and ${t.reminderSentAt} is null and ${t.responseTimerExpiresAt} is not null`),
    index('matches_response_due_idx')
      .on(t.responseTimerExpiresAt)
      .where(sql`${t.unmatchedAt} is null and ${t.responseTimerExpiresAt} is not null`),
  ],
);

/**
 * Messages. seq gives one total order (catch-up asks for seq > last seen); client_id makes
 * a retried send idempotent. A trigger (ledger/integrity migration) checks the sender is a
 * participant of the match.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuidPk(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    content: text('content').notNull(),
    /**
     * What the scam shield found in the message when it was stored (issue 27): 'contact' (a phone
     * number, an address, a handle or a link: moving off the app) and 'money' (asking for money).
     */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    read: boolean('read').notNull().default(false),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_content_check', sql`char_length(btrim(${t.content})) between 1 and 4000`),
    check('messages_flags_check', sql`${t.flags} <@ array['contact', 'money']::text[]`),
    uniqueIndex('messages_client_id_idx').on(t.senderId, t.clientId),
    uniqueIndex('messages_seq_idx').on(t.seq),
    index('messages_match_seq_idx').on(t.matchId, t.seq),
    index('messages_unread_idx').on(t.matchId, t.senderId).where(sql`not ${t.read}`),
    // A reported member's flagged messages of the last 30 days (the moderators' risk score, issue 27).
    index('messages_flagged_idx').on(t.senderId, t.createdAt).where(sql`${t.flags} <> '{}'::text[]`),
  ],
);
