import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { matches } from './matches';
import { profilePictures, profiles } from './profiles';
import { bigintText, createdAt, tstz, uuidPk } from './columns';

/**
 * Hashes of pictures moderators removed as fakes (a deleted picture, a verification rejected as
 * fraud): the hash only, never the picture, so the same photo uploaded again is caught.
 */
export const knownFakeHashes = pgTable(
  'known_fake_hashes',
  {
    id: uuidPk(),
    phash: bigintText('phash').notNull(),
    source: text('source', { enum: ['picture_deleted', 'verification_fraud', 'photo_flag'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('known_fake_hashes_source_check', sql`${t.source} in ('picture_deleted', 'verification_fraud', 'photo_flag')`)],
);

/**
 * A picture of `profileId` (the newer account, or the uploader of a known fake) that matched
 * another account's picture or a known fake; the picture is held (profile_pictures.held_at), and
 * so is the uploaded one when the older account uploaded second (`uploaderId`), until a moderator
 * decides: 'allowed' releases them, 'removed' deletes the one chosen (keeping its hash) and
 * releases the other.
 */
export const photoFlags = pgTable(
  'photo_flags',
  {
    id: uuidPk(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Null once the picture is gone (deleted by its owner or by the moderator's decision): the flag stays as the record. */
    pictureId: uuid('picture_id').references(() => profilePictures.id, { onDelete: 'set null' }),
    matchedProfileId: uuid('matched_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    matchedPictureId: uuid('matched_picture_id').references(() => profilePictures.id, { onDelete: 'set null' }),
    knownFakeId: uuid('known_fake_id').references(() => knownFakeHashes.id, { onDelete: 'set null' }),
    /**
     * Whose upload opened the flag. When it is `matchedProfileId` (the older account uploaded a
     * photo already on a newer one) the flag holds the matched picture too. It also counts a
     * member's uploads that matched another account (the probing limit); null for flags from
     * before it was kept, or once the uploader is deleted.
     */
    uploaderId: uuid('uploader_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Differing bits between the two hashes (0..PHOTO_MATCH_MAX_DISTANCE). */
    distance: smallint('distance').notNull(),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: ['allowed', 'removed'] }),
  },
  (t) => [
    index('photo_flags_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('photo_flags_uploader_idx').on(t.uploaderId, t.createdAt),
    // One open flag per held picture and what it matched: a second upload check never doubles it.
    uniqueIndex('photo_flags_open_pair_idx')
      .on(t.pictureId, sql`coalesce(${t.matchedPictureId}, ${t.knownFakeId})`)
      .where(sql`${t.resolvedAt} is null`),
    check('photo_flags_decision_check', sql`(${t.resolvedAt} is null) = (${t.decision} is null)`),
  ],
);

/**
 * "Ask a match to verify": the asked member has 7 days to get the badge. Met when they do;
 * expired by the sweep when the days pass, after which the asker may end the match at no cost.
 */
export const verificationAsks = pgTable(
  'verification_asks',
  {
    id: uuidPk(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    askedId: uuid('asked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    metAt: tstz('met_at'),
    expiredAt: tstz('expired_at'),
    /**
     * Set (with expired_at) by a trigger when the match ends, whatever ends it: an ask belongs to
     * the round it was made in and never outlives it into a rematch.
     */
    closedAt: tstz('closed_at'),
  },
  (t) => [
    // One open ask per match and asker.
    uniqueIndex('verification_asks_open_idx')
      .on(t.matchId, t.askerId)
      .where(sql`${t.metAt} is null and ${t.expiredAt} is null and ${t.closedAt} is null`),
    index('verification_asks_asked_idx').on(t.askedId),
    index('verification_asks_due_idx').on(t.expiresAt).where(sql`${t.metAt} is null and ${t.expiredAt} is null and ${t.closedAt} is null`),
  ],
);
