import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tokenTransactionTypes } from '@mithaq/contract/tokens';
import { createdAt, uuidPk } from './columns';
import { profiles } from './profiles';

/**
 * The token ledger. Append-only: inserting a row moves profiles.token_balance (trigger), and
 * nothing else may, so sum(amount) = token_balance for every profile at all times.
 * A row says what it is by a key and params (description_key, description_params), or by a
 * moderator's note (description): never an English sentence.
 * dedupe_key makes once-only grants (the weekly top-up) a database fact, not luck.
 */
export const tokenTransactions = pgTable(
  'token_transactions',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    type: text('type', { enum: tokenTransactionTypes }).notNull(),
    referenceId: uuid('reference_id'),
    /** The wording's key (ledgerKeys, contract/src/tokens.ts), rendered in the reader's language; null: a moderator's note. */
    descriptionKey: text('description_key'),
    /** The wording's params (the other person's name): the retention job rewrites a former member's name here. */
    descriptionParams: jsonb('description_params').$type<Record<string, string>>().notNull().default({}),
    /** Only a moderator's own free-text note on an adjustment; the app's own entries store a key, never a sentence. */
    description: text('description'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('token_transactions_amount_check', sql`${t.amount} <> 0`),
    check(
      'token_transactions_type_check',
      sql`${t.type} in ('grant', 'purchase', 'refund', 'payment', 'express_payment', 'penalty')`,
    ),
    check('token_transactions_wording_check', sql`${t.descriptionKey} is not null or ${t.description} is not null`),
    index('token_transactions_user_recent_idx').on(t.userId, t.createdAt),
    uniqueIndex('token_transactions_dedupe_idx').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

/** A replayed request with the same key gets the first answer back instead of running again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
