import { and, between, desc, eq, fillPlaceholders, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/connect';
import { preparedOnce } from '../../platform/db/named';
import { profilePictures, profiles } from '../../platform/db/schema/profiles';
import { blockedProfiles, profileActions } from '../../platform/db/schema/social';
import { intentionQuestions, type IntentionQuestion, type IntentionRequirements } from '@mithaq/contract/intentions';
import { publicProfileColumns, type PublicProfileRow } from '../profiles/public';

export interface DeckQuery {
  viewerId: string;
  /** Birthdays from `oldest` (from the maximum age)... */
  oldestBirthday: string;
  /** ...to `youngest` (from the minimum age), inclusive; null when every member is old enough. */
  youngestBirthday: string | null;
  /** Null when the range is every allowed height. */
  heightRange: [number, number] | null;
  /** Empty = any country. */
  countries: string[];
  /** Only members with the blue badge (a heap check on the survivors: the deck index does not carry it). */
  verifiedOnly: boolean;
  /** The intentions' answers required (issue 28): heap checks on the survivors, like verifiedOnly; null never passes. */
  intentions: IntentionRequirements;
  /** Issue 28: members last here (signed in or refreshed a session) before this are inactive, left out until they return. */
  activeSince: string;
  after: { createdAt: string; id: string } | null;
  limit: number;
}

export type DeckPicture = Pick<typeof profilePictures.$inferSelect, 'id' | 'position' | 'storagePath' | 'thumbPath' | 'blurPath' | 'width' | 'height'>;

export interface DeckCard {
  profile: PublicProfileRow;
  pictures: DeckPicture[];
  /** created_at to the microsecond (a JS Date keeps milliseconds), for an exact cursor. */
  createdAtExact: string;
}

/** Null when the viewer has no profile. */
export type DeckPage = DeckCard[] | null;

const viewer = alias(profiles, 'viewer');
const card = alias(profiles, 'card');
const param = sql.placeholder;

/** Which tests the statement carries (a test that filters nothing is left out), and the page size. */
interface DeckShape {
  youngest: boolean;
  heights: boolean;
  countries: boolean;
  verified: boolean;
  /** The questions whose answer is required, in intentionQuestions' order. */
  intentions: IntentionQuestion[];
  after: boolean;
  limit: number;
}

/**
 * The page size as a literal: with a parameter, PostgreSQL's cached generic plan would assume
 * a tenth of the candidates come back and join them by hash over a scan of every profile.
 * Drizzle types limit() as a number or placeholder; it renders an SQL chunk as it is.
 */
const literalLimit = (limit: number) => sql.raw(String(Math.trunc(limit))) as unknown as number;

/** Everyone the viewer must not be shown: acted on (like or pass), blocked, or blocked by. */
function excludedIds(q: Queryable) {
  const viewerId = param('viewerId');
  return q
    .select({ id: profileActions.toProfileId }).from(profileActions).where(eq(profileActions.fromProfileId, viewerId))
    .unionAll(q.select({ id: blockedProfiles.blockedId }).from(blockedProfiles).where(eq(blockedProfiles.blockerId, viewerId)))
    .unionAll(q.select({ id: blockedProfiles.blockerId }).from(blockedProfiles).where(eq(blockedProfiles.blockedId, viewerId)));
}

/**
 * One statement per deck page: the viewer (for their sex), the page, each card's public
 * columns and pictures. Each filter shape is its own named statement, so PostgreSQL keeps
 * its plan instead of planning every call.
 *
 * The page walks profiles_deck_idx newest first reading only the index (the filtered columns
 * are in it) and fetches the rows of the survivors only. Who is left out is one NOT IN over
 * excludedIds, which PostgreSQL runs as a hashed SubPlan: the viewer's index ranges are read
 * once and each candidate costs a hash lookup. A heavy swiper's 5,000 seen cards thus cost
 * one read of 5,000 index entries, not 5,000 index descents (a NOT EXISTS anti-join probing
 * per candidate), nor the seen list materialised and rescanned for each candidate (what the
 * planner picks for a NOT EXISTS when narrow filters make it expect few candidates); and the
 * statement plans in half the time of three anti-joins. The ids are primary-key columns (NOT
 * NULL), so NOT IN means NOT EXISTS here. Hashing needs the planner's estimate of one
 * member's list to fit in hash_mem (some 200,000 rows at the default work_mem); the
 * benchmark fails if a plan ever rescans the list instead.
 */
function deckStatement(q: Queryable, shape: DeckShape) {
  const page = q
    .select({ id: card.id })
    .from(card)
    .where(
      and(
        // Literal, not a parameter, so the planner matches the partial deck index (WHERE is_active
        // and married_at is null: migration 0042_married_deck.sql).
        sql`${card.isActive} and ${card.marriedAt} is null`,
        eq(card.sex, sql`case ${viewer.sex} when 'male' then 'female' else 'male' end`),
        ne(card.id, viewer.id),
        sql`${card.birthday} >= ${param('oldestBirthday')}`,
        // In the deck index too (migration 0052_inactive), so the walk stays index-only. The cutoff
        // is a sub-select: the planner cannot see its value in any plan, so a custom plan costs what
        // the generic one does and PostgreSQL keeps the cached generic plan (a bare parameter's known
        // value made every custom plan look cheaper, and each call was planned again).
        sql`${card.lastActiveAt} >= (select ${param('activeSince')}::timestamptz)`,
        shape.youngest ? sql`${card.birthday} <= ${param('youngestBirthday')}` : undefined,
        shape.heights ? between(card.height, param('minHeight'), param('maxHeight')) : undefined,
        shape.countries ? sql`${card.country} = any(${param('countries')}::text[])` : undefined,
        shape.verified ? sql`${card.verifiedAt} is not null` : undefined,
        // Each column is named as its question (profiles schema): card[question] is marry_within etc.
        ...shape.intentions.map((question) => eq(card[question], param(question))),
        shape.after
          ? sql`(${card.createdAt}, ${card.id}) < (${param('afterCreatedAt')}::timestamptz, ${param('afterId')}::uuid)`
          : undefined,
        notInArray(card.id, excludedIds(q)),
      ),
    )
    .orderBy(desc(card.createdAt), desc(card.id))
    .limit(literalLimit(shape.limit))
    .as('page');
  const pictures = sql<DeckPicture[] | null>`(
    select json_agg(json_build_object('id', ${profilePictures.id}, 'position', ${profilePictures.position},
      'storagePath', ${profilePictures.storagePath}, 'thumbPath', ${profilePictures.thumbPath},
      'blurPath', ${profilePictures.blurPath}, 'width', ${profilePictures.width}, 'height', ${profilePictures.height})
      order by ${profilePictures.position})
    from ${profilePictures} where ${profilePictures.profileId} = ${profiles.id} and ${profilePictures.heldAt} is null)`;
  return q
    .select({
      viewerId: viewer.id,
      profile: publicProfileColumns,
      pictures,
      createdAtExact: sql<string | null>`to_char(${profiles.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(viewer)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(profiles, eq(profiles.id, page.id))
    .where(eq(viewer.id, param('viewerId')))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
}

/** The statement for this shape, built once per database handle (named: PostgreSQL keeps its plan). */
function preparedDeck(q: Queryable, shape: DeckShape) {
  const intentions = intentionQuestions.map((question) => +shape.intentions.includes(question)).join('');
  const name = `discover_deck_${+shape.youngest}${+shape.heights}${+shape.countries}${+shape.verified}${+shape.after}_${intentions}_${shape.limit}`;
  return preparedOnce(q, name, () => deckStatement(q, shape));
}

function shapeOf(d: DeckQuery): DeckShape {
  return {
    youngest: d.youngestBirthday !== null,
    heights: d.heightRange !== null,
    countries: d.countries.length > 0,
    verified: d.verifiedOnly,
    intentions: intentionQuestions.filter((question) => d.intentions[question] !== undefined),
    after: d.after !== null,
    limit: d.limit,
  };
}

function valuesOf(d: DeckQuery) {
  return {
    viewerId: d.viewerId,
    oldestBirthday: d.oldestBirthday,
    activeSince: d.activeSince,
    youngestBirthday: d.youngestBirthday,
    minHeight: d.heightRange?.[0] ?? null,
    maxHeight: d.heightRange?.[1] ?? null,
    countries: d.countries,
    afterCreatedAt: d.after?.createdAt ?? null,
    afterId: d.after?.id ?? null,
    ...d.intentions,
  };
}

/**
 * The deck: active profiles of the other sex, newest first by keyset (no OFFSET), without
 * the viewer, anyone the viewer acted on, blocked, or was blocked by.
 */
export async function deckPage(q: Queryable, d: DeckQuery): Promise<DeckPage> {
  const rows = await preparedDeck(q, shapeOf(d)).execute(valuesOf(d));
  if (rows.length === 0) return null;
  return rows.flatMap((row) =>
    row.profile ? [{ profile: row.profile, pictures: row.pictures ?? [], createdAtExact: row.createdAtExact! }] : [],
  );
}

/** The deck statement's text ($1, $2...) and values, for EXPLAIN in the benchmark. */
export function deckStatementText(q: Queryable, d: DeckQuery) {
  const { sql: text, params } = deckStatement(q, shapeOf(d)).toSQL();
  return { text, params: fillPlaceholders(params, valuesOf(d)) };
}
