import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SEX_CORRECTION_REASON_MAX, SEX_CORRECTION_REASON_MIN } from '@mithaq/contract/constants';
import { sexes } from '@mithaq/contract/profiles';
import { sexCorrectionStatuses } from '@mithaq/contract/sexCorrection';
import { users } from './auth';
import { createdAt, tstz, uuidPk } from './columns';
import { profiles } from './profiles';

/**
 * A member's request to correct the sex set in the wizard (issue 29), for the moderators' queue.
 * `status` open until a moderator corrects (the sex changes in the same transaction) or declines
 * it (`decidedAt`, `decidedBy`). One open request per member: the partial unique index. Rows go
 * with the profile, so with the account.
 */
export const sexCorrectionRequests = pgTable(
  'sex_correction_requests',
  {
    id: uuidPk(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestedSex: text('requested_sex', { enum: sexes }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: sexCorrectionStatuses }).notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('sex_correction_requests_sex', sql`${t.requestedSex} in ('male', 'female')`),
    check('sex_correction_requests_status', sql`${t.status} in ('open', 'corrected', 'declined')`),
    check(
      'sex_correction_requests_reason_length',
      sql`char_length(${t.reason}) between ${sql.raw(String(SEX_CORRECTION_REASON_MIN))} and ${sql.raw(String(SEX_CORRECTION_REASON_MAX))}`,
    ),
    // Decided exactly when no longer open.
    check('sex_correction_requests_decided', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    uniqueIndex('sex_correction_requests_one_open').on(t.profileId).where(sql`${t.status} = 'open'`),
    // The moderators' queue: open requests, oldest first.
    index('sex_correction_requests_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    // The member's last decline (the 7 days before asking again) and the data export.
    index('sex_correction_requests_profile_idx').on(t.profileId, t.createdAt),
  ],
);
