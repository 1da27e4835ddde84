import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, tstz } from './columns';
import { marriages } from './marriages';
import { profiles } from './profiles';

/**
 * A married couple's success story (issue 28), one per marriage. Each side's agreement
 * (`agreed1`/`agreed2`, by the match's profile1/profile2); an edit keeps only the editor's.
 * `status`: draft (not both agreed), pending (the moderators' queue, since `submittedAt`),
 * approved or rejected (`decidedAt`, `decidedBy`, `rejectReason`). Withdrawing deletes the row;
 * it goes with the marriage, so with the match, so with either account.
 */
export const successStories = pgTable(
  'success_stories',
  {
    matchId: uuid('match_id')
      .primaryKey()
      .references(() => marriages.matchId, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    signature: text('signature').notNull(),
    writtenBy: uuid('written_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    agreed1: boolean('agreed1').notNull().default(false),
    agreed2: boolean('agreed2').notNull().default(false),
    status: text('status', { enum: ['draft', 'pending', 'approved', 'rejected'] }).notNull().default('draft'),
    submittedAt: tstz('submitted_at'),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    updatedAt: tstz('updated_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('success_stories_body_length', sql`char_length(${t.body}) between 1 and 600`),
    check('success_stories_signature_length', sql`char_length(${t.signature}) between 1 and 60`),
    check('success_stories_status', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`),
    // Only a story both agreed to is ever reviewed or shown.
    check('success_stories_agreed', sql`${t.status} = 'draft' or (${t.agreed1} and ${t.agreed2})`),
    // The landing page: approved, newest first. The queue: pending, oldest first.
    index('success_stories_approved_idx').on(t.decidedAt).where(sql`${t.status} = 'approved'`),
    index('success_stories_pending_idx').on(t.submittedAt).where(sql`${t.status} = 'pending'`),
  ],
);
