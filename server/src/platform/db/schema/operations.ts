import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/**
 * The scheduled backup's one row (server/src/platform/backup/schedule.ts): when the next is due, which server
 * holds the run (a lease, so one server of several writes it), and how the last one went. Both
 * the schedule and `npm run backup` record their successes here: the backup-age metric reads it.
 */
export const scheduledBackup = pgTable(
  'scheduled_backup',
  {
    id: integer('id').primaryKey().default(1),
    /** When the schedule first ran: the backup age counts from here until there is a backup. */
    createdAt: createdAt(),
    nextDueAt: tstz('next_due_at').notNull(),
    claimedUntil: tstz('claimed_until'),
    claimedBy: text('claimed_by'),
    lastSuccessAt: tstz('last_success_at'),
    lastArchive: text('last_archive'),
    lastBytes: bigint('last_bytes', { mode: 'number' }),
    lastFailedAt: tstz('last_failed_at'),
    lastError: text('last_error'),
  },
  (t) => [check('scheduled_backup_one_row', sql`${t.id} = 1`)],
);
