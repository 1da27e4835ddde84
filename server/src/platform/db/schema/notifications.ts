import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authSessions, users } from './auth';
import { createdAt, tstz, uuidPk } from './columns';
import { profiles } from './profiles';

export const notificationTypes = [
  'message',
  'like',
  'match',
  'chat_unlocked',
  'payment_required',
  'timer_reminder',
  'test',
  'verification',
  'moderation',
] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    senderId: uuid('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    /**
     * What it says, as a registry key (contract/src/messageTexts.ts) and its values, said in the
     * reader's language when shown or pushed (issue 31: keys, not sentences).
     */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>().notNull().default({}),
    /** Words with no key: only a row written before keys whose wording matched no template of today. */
    content: text('content'),
    referenceId: uuid('reference_id'),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_type_check',
      sql`${t.type} in ('message', 'like', 'match', 'chat_unlocked', 'payment_required', 'timer_reminder', 'test', 'verification', 'moderation')`,
    ),
    check('notifications_key_or_content', sql`${t.messageKey} is not null or ${t.content} is not null`),
    index('notifications_user_recent_idx').on(t.userId, t.createdAt),
    // The pruning job's range of old rows: rows arrive in time order, so BRIN is a few pages and nearly free to keep.
    index('notifications_age_brin_idx').using('brin', t.createdAt),
  ],
);

/**
 * Web Push subscriptions and native tokens, one row per device (spec §7 upsert_push_token). `token`
 * is the FCM token, or a browser's endpoint; `keys` holds a browser's p256dh and auth. iOS tokens
 * go through FCM too (APNs via FCM), so there are two kinds of delivery for three platforms.
 * A registration belongs to the session that made it (issue 26) and ends with it: a device signed
 * out, by itself or from elsewhere, hears nothing more. A session holds one (its device): one
 * registered from it replaces the one it had, so nobody holding its access token can add an
 * endpoint of his own beside the member's unseen.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['webpush', 'fcm'] }).notNull(),
    token: text('token').notNull().unique(),
    keys: jsonb('keys'),
    platform: text('platform', { enum: ['web', 'android', 'ios'] }).notNull(),
    deviceInfo: jsonb('device_info'),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    /** The member stopped this device from the devices list: kept (a renewal keeps it stopped), sent nothing. */
    stoppedAt: tstz('stopped_at'),
  },
  (t) => [
    check('push_subscriptions_kind_check', sql`${t.kind} in ('webpush', 'fcm')`),
    check('push_subscriptions_platform_check', sql`${t.platform} in ('web', 'android', 'ios')`),
    index('push_subscriptions_user_idx').on(t.userId),
    uniqueIndex('push_subscriptions_one_per_session').on(t.sessionId),
  ],
);

/**
 * Which kinds of notification push, per member. A table of its own (not columns on users): a
 * member who never chose has no row and gets the defaults (all on) through a LEFT JOIN, so no
 * backfill and no write at sign-up.
 */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: boolean('messages').notNull().default(true),
  matches: boolean('matches').notNull().default(true),
  likes: boolean('likes').notNull().default(true),
  reminders: boolean('reminders').notNull().default(true),
  /** A message's push shows its title only ("New message from …"): decided when it is queued. */
  hideMessageText: boolean('hide_message_text').notNull().default(false),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * Mail and push deliveries, and deletes of stored files, written in the business transaction and
 * carried out with retries after.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['mail', 'push', 'storage.delete'] }).notNull(),
    /**
     * Which delivery loop sends it (platform/outbox/lanes.ts), so pushes and account mail never
     * wait behind news: a push row is always `push` (a trigger sets it, whoever inserts it), mail
     * is `account` unless queued as `bulk`, a file delete is always `storage`.
     */
    lane: text('lane', { enum: ['push', 'account', 'bulk', 'storage'] }).notNull().default('account'),
    payload: jsonb('payload').notNull(),
    /** Counted when a worker claims the row, so a worker that dies with it still spends one. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** A worker sends it until then; past it (the worker died) the row may be claimed again. */
    leaseUntil: tstz('lease_until'),
    /** The claim's token: an outcome is written only by the worker that still holds the lease. */
    leaseToken: uuid('lease_token'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /** Set when retries are exhausted; the row stays for inspection (pruned 7 days later). */
    failedAt: tstz('failed_at'),
  },
  (t) => [
    check('outbox_kind_check', sql`${t.kind} in ('mail', 'push', 'storage.delete')`),
    check(
      'outbox_lane_check',
      sql`${t.lane} in ('push', 'account', 'bulk', 'storage') and (${t.kind} = 'push') = (${t.lane} = 'push') and (${t.kind} = 'storage.delete') = (${t.lane} = 'storage')`,
    ),
    index('outbox_lane_due_idx').on(t.lane, t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // The admin Deliveries tab lists the rows not sent, newest first, among a week of sent ones.
    index('outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`),
  ],
);
