import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { maritalStatuses, sexes } from '@mithaq/contract/profiles';
import {
  marryWithinAnswers,
  polygynyAnswers,
  prayerAnswers,
  relocateAnswers,
  wantsChildrenAnswers,
  yesNoAnswers,
} from '@mithaq/contract/intentions';
import { replyRates } from '@mithaq/contract/replyRate';
import { awayReasons } from '@mithaq/contract/away';
import { MATCH_QUESTION_MAX_LENGTH } from '@mithaq/contract/constants';
import { bigintText, createdAt, tstz, uuidPk } from './columns';

/**
 * A profile's id is its user's id (spec §3). Age is not stored: it is computed from the
 * birthday, so it never goes stale and age filters can use the birthday index.
 * country and nationality hold ISO 3166-1 alpha-2 codes; names are shown per language.
 * token_balance is changed only by the ledger trigger (see the ledger migration).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sex: text('sex', { enum: sexes }).notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    aboutMe: text('about_me').notNull(),
    education: text('education').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    nationality: text('nationality').array().notNull(),
    height: smallint('height').notNull().default(170),
    maritalStatus: text('marital_status', { enum: maritalStatuses }).notNull().default('Never Married'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when a moderator made the profile inactive: signing in does not bring it back (only a moderator does). */
    suspendedAt: tstz('suspended_at'),
    /** A moderator's decision behind the suspension (issue 27): shown to the member, with the reason, when they sign in. */
    suspensionKind: text('suspension_kind', { enum: ['suspension', 'ban'] }),
    suspensionReason: text('suspension_reason'),
    /** When the profile last became inactive (owner or moderator); null while active. Retention counts 2 years from it. */
    deactivatedAt: tstz('deactivated_at'),
    /** Set by the retention job: the account is now a "Former member" with no personal data. */
    anonymizedAt: tstz('anonymized_at'),
    tokenBalance: integer('token_balance').notNull().default(0),
    verifiedAt: tstz('verified_at'),
    /** Confirmed married on Mithaq (issue 28, schema/marriages.ts): hidden from Discover and the lists for good. */
    marriedAt: tstz('married_at'),
    /** "Show my photos only to my matches": everyone else gets the blurred renditions. */
    photosPrivate: boolean('photos_private').notNull().default(false),
    /** "Only verified members can like me and write to me" (issue 27). */
    verifiedContactOnly: boolean('verified_contact_only').notNull().default(false),
    /** Issue 28's intentions (contract/src/intentions.ts): null = not stated. */
    marryWithin: text('marry_within', { enum: marryWithinAnswers }),
    relocate: text('relocate', { enum: relocateAnswers }),
    hasChildren: text('has_children', { enum: yesNoAnswers }),
    wantsChildren: text('wants_children', { enum: wantsChildrenAnswers }),
    prayer: text('prayer', { enum: prayerAnswers }),
    polygyny: text('polygyny', { enum: polygynyAnswers }),
    /** When the intentions were asked (wizard, Edit Profile, or the once-asked dialog, answered or skipped): never asked again. */
    intentionsAskedAt: tstz('intentions_asked_at'),
    /**
     * The reply rate the card shows (issue 28; contract/src/replyRate.ts), kept by
     * features/reply-rate/service.ts whenever the member answers or a turn of theirs runs out.
     */
    replyRate: text('reply_rate', { enum: replyRates }),
    /** "Away" (issue 28, contract/src/away.ts): the reply timers pause until then; the reason the others see. */
    awayUntil: tstz('away_until'),
    awayReason: text('away_reason', { enum: awayReasons }),
    /** When the last pause began: another may begin 30 days later. */
    awayStartedAt: tstz('away_started_at'),
    /**
     * The one question a match must answer before this member's match may pay to unlock the chat
     * (issue 28, contract/src/matchQuestion.ts; the answers: schema/match-answers.ts). Never public.
     */
    matchQuestion: text('match_question'),
    /**
     * The owner's last sign-in or session refresh (issue 28; auth/repo.ts writes it at most once an
     * hour). Older than inactivity.inactiveAfterDays: hidden from Discover and the Liked lists, and
     * "Inactive" to their matches. Never shown as a time.
     */
    lastActiveAt: tstz('last_active_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('profiles_marry_within_check', sql`${t.marryWithin} in ('6months', '1year', '1to2years', 'notSure')`),
    check('profiles_relocate_check', sql`${t.relocate} in ('yes', 'withinCountry', 'no')`),
    check('profiles_has_children_check', sql`${t.hasChildren} in ('yes', 'no')`),
    check('profiles_wants_children_check', sql`${t.wantsChildren} in ('yes', 'no', 'open')`),
    check('profiles_prayer_check', sql`${t.prayer} in ('always', 'usually', 'sometimes', 'preferNotToSay')`),
    check('profiles_polygyny_check', sql`${t.polygyny} in ('open', 'notOpen')`),
    check('profiles_match_question_length', sql`char_length(${t.matchQuestion}) between 1 and ${sql.raw(String(MATCH_QUESTION_MAX_LENGTH))}`),
    check('profiles_sex_check', sql`${t.sex} in ('male', 'female')`),
    check(
      'profiles_marital_status_check',
      sql`${t.maritalStatus} in ('Never Married', 'Separated', 'Divorced', 'Married', 'Widowed')`,
    ),
    check('profiles_suspension_kind_check', sql`${t.suspensionKind} is null or ${t.suspensionKind} in ('suspension', 'ban')`),
    check('profiles_away_reason_check', sql`${t.awayReason} is null or ${t.awayReason} in ('travel', 'exams', 'family')`),
    check('profiles_reply_rate_check', sql`${t.replyRate} is null or ${t.replyRate} in ('withinDay', 'most')`),
    check('profiles_height_check', sql`${t.height} between 130 and 200`),
    check('profiles_nationality_check', sql`cardinality(${t.nationality}) between 1 and 4`),
    check('profiles_name_check', sql`char_length(${t.name}) between 1 and 25`),
    // The Discover deck's covering index is hand-written (INCLUDE): migration 0003_deck_index.sql.
    index('profiles_created_idx').on(t.createdAt, t.id),
  ],
);

export const profilePictures = pgTable(
  'profile_pictures',
  {
    id: uuidPk(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    storagePath: text('storage_path').notNull().unique(),
    thumbPath: text('thumb_path').notNull().unique(),
    /**
     * A tiny, strongly blurred rendition for viewers a private profile's photos are hidden from.
     * Null only for pictures uploaded before photo privacy existed: turning privacy on makes them.
     */
    blurPath: text('blur_path').unique(),
    position: smallint('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The 64-bit difference hash of the decoded picture (differenceHash in pictures/processing.ts), as a signed bigint:
     * the same photo re-encoded, resized or lightly cropped differs by a few bits. Null only for
     * pictures stored before it existed, until `npm run pictures:hash` fills them.
     */
    phash: bigintText('phash'),
    /**
     * Set while a photo flag holds the picture for review (the same photo on an older account, or
     * a known fake): only its owner and moderators see it until a moderator decides.
     */
    heldAt: tstz('held_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profile_pictures_position_idx').on(t.profileId, t.position),
    // 0..4 at rest; rewriting the order moves rows aside (+10) inside one transaction.
    check('profile_pictures_position_check', sql`${t.position} >= 0`),
  ],
);
