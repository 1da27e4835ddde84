import { and, between, desc, eq, fillPlaceholders, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/connect';
import { profilePictures, profiles } from '../../platform/db/schema/profiles';
import { blockedProfiles, profileActions } from '../../platform/db/schema/social';
import type { PictureRow } from '../pictures/repo';
import { publicProfileColumns, type PublicProfileRow } from '../profiles/repo';

export interface DeckQuery {
  viewerId: string;
  /** Birthdays in [oldest, youngest] (from the age range). */
  oldestBirthday: string;
  youngestBirthday: string;
  /** Null when the range is every allowed height: the statement then has no height test. */
  heightRange: [number, number] | null;
  /** Empty = any country. */
  countries: string[];
  after: { createdAt: string; id: string } | null;
  limit: number;
}

export type DeckPicture = Pick<PictureRow, 'id' | 'position' | 'storagePath' | 'thumbPath'>;

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
/** Keyset start of the first page: before every real (created_at, id). */
const FIRST_PAGE = { createdAt: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/**
 * One statement per deck page: the viewer (for their sex), the page of candidates, each
 * card's profile and its pictures. The filters that are absent leave the text, so each
 * filter shape is one prepared statement whose plan PostgreSQL can reuse.
 *
 * The page walks profiles_deck_idx newest first reading only the index (id, created_at and
 * the filtered columns are in it), and fetches the full rows of the ten survivors only.
 * Exclusions: the viewer, blocks either way (NOT EXISTS; short lists), and the seen list
 * as a LATERAL probe of the (from, to) primary key per candidate. The probe is parameterised
 * by the candidate, so the planner cannot swap it for a Materialize of the whole seen list
 * rescanned per candidate (which it picks for a NOT EXISTS when filters are narrow: a heavy
 * swiper's 5,000 actions times every candidate).
 */
function deckStatement(q: Queryable, shape: { heights: boolean; countries: boolean }) {
  const seen = q
    .select({ hit: sql<boolean>`true`.as('hit') })
    .from(profileActions)
    .where(and(eq(profileActions.fromProfileId, param('viewerId')), eq(profileActions.toProfileId, card.id)))
    .limit(1)
    .as('seen');
  const one = sql`1`;
  const page = q
    .select({ id: card.id })
    .from(card)
    .leftJoinLateral(seen, sql`true`)
    .where(
      and(
        // Literal, not a parameter, so the planner matches the partial deck index (WHERE is_active).
        sql`${card.isActive}`,
        eq(card.sex, sql`case ${viewer.sex} when 'male' then 'female' else 'male' end`),
        ne(card.id, viewer.id),
        between(card.birthday, param('oldestBirthday'), param('youngestBirthday')),
        shape.heights ? between(card.height, param('minHeight'), param('maxHeight')) : undefined,
        shape.countries ? sql`${card.country} = any(${param('countries')}::text[])` : undefined,
        sql`(${card.createdAt}, ${card.id}) < (${param('afterCreatedAt')}::timestamptz, ${param('afterId')}::uuid)`,
        isNull(seen.hit),
        notExists(
          q.select({ one }).from(blockedProfiles)
            .where(and(eq(blockedProfiles.blockerId, param('viewerId')), eq(blockedProfiles.blockedId, card.id))),
        ),
        notExists(
          q.select({ one }).from(blockedProfiles)
            .where(and(eq(blockedProfiles.blockerId, card.id), eq(blockedProfiles.blockedId, param('viewerId')))),
        ),
      ),
    )
    .orderBy(desc(card.createdAt), desc(card.id))
    .limit(param('limit'))
    .as('page');
  const pictures = sql<DeckPicture[] | null>`(
    select json_agg(json_build_object('id', ${profilePictures.id}, 'position', ${profilePictures.position},
      'storagePath', ${profilePictures.storagePath}, 'thumbPath', ${profilePictures.thumbPath}) order by ${profilePictures.position})
    from ${profilePictures} where ${profilePictures.profileId} = ${profiles.id})`;
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

type Prepared = ReturnType<ReturnType<typeof deckStatement>['prepare']>;
const prepared = new WeakMap<Queryable, Map<string, Prepared>>();

/** The statement for this filter shape, built once per database handle (named: PostgreSQL keeps its plan). */
function preparedDeck(q: Queryable, shape: { heights: boolean; countries: boolean }): Prepared {
  const name = `discover_deck_h${Number(shape.heights)}_c${Number(shape.countries)}`;
  let byName = prepared.get(q);
  if (!byName) prepared.set(q, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = deckStatement(q, shape).prepare(name)));
  return statement;
}

function shapeOf(d: DeckQuery) {
  return { heights: d.heightRange !== null, countries: d.countries.length > 0 };
}

function valuesOf(d: DeckQuery) {
  const after = d.after ?? FIRST_PAGE;
  return {
    viewerId: d.viewerId,
    oldestBirthday: d.oldestBirthday,
    youngestBirthday: d.youngestBirthday,
    minHeight: d.heightRange?.[0] ?? null,
    maxHeight: d.heightRange?.[1] ?? null,
    countries: d.countries,
    afterCreatedAt: after.createdAt,
    afterId: after.id,
    limit: d.limit,
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
