import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { matches } from './matches';
import { profiles } from './profiles';

/**
 * "We got married" (issue 28), one row per match: said by `askedBy`, waiting for the other until
 * `marriedAt` (a decline deletes the row). Each side's choice to keep the chat: the messages are
 * deleted MARRIAGE_CHAT_KEEP_DAYS after the confirmation unless both keep them (`chatDeletedAt`).
 */
export const marriages = pgTable(
  'marriages',
  {
    matchId: uuid('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    askedBy: uuid('asked_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    marriedAt: tstz('married_at'),
    keep1: boolean('keep1').notNull().default(false),
    keep2: boolean('keep2').notNull().default(false),
    chatDeletedAt: tstz('chat_deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('marriages_deleted_after_confirmed', sql`${t.chatDeletedAt} is null or ${t.marriedAt} is not null`),
    // The deletion job's walk: confirmed marriages whose chat is still there.
    index('marriages_chat_due_idx').on(t.marriedAt).where(sql`${t.marriedAt} is not null and ${t.chatDeletedAt} is null`),
  ],
);
