import { filtersSchema, type DeckResponse, type Filters } from '@mithaq/contract/discover';
import { profileMessages } from '@mithaq/contract/profiles';
import { invalid, notFound } from '../../errors';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../auth/sessions';
import { picturesOfMany } from '../pictures/service';
import { findProfileRow, toPublicProfile } from '../profiles/service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls'>;

/** The cursor is the last card's (created_at, id): opaque to the client, stable under new actions. */
export const encodeCursor = (createdAt: Date, id: string) => Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id)) throw invalid('Invalid cursor');
  return { createdAt, id };
}

/** 'YYYY-MM-DD' of `now` moved back by `years` (and forward by `days`), in UTC. */
function yearsAgo(now: Date, years: number, days = 0): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

export async function deck(
  deps: Deps,
  auth: AuthContext,
  rawFilters: Partial<Filters>,
  cursor: string | undefined,
  limit: number,
): Promise<DeckResponse> {
  const parsed = filtersSchema.safeParse(rawFilters);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid filters');
  const filters = parsed.data;
  const viewer = await findProfileRow(deps.database.db, auth.userId);
  if (!viewer) throw notFound(profileMessages.notFound);
  const now = deps.clock.now();
  const [minAge, maxAge] = filters.ageRange;
  const rows = await repo.deckPage(deps.database.db, {
    viewerId: viewer.id,
    sex: viewer.sex === 'male' ? 'female' : 'male',
    // Age a..b means born after (now - (b+1) years) and on or before (now - a years).
    oldestBirthday: yearsAgo(now, maxAge + 1, 1),
    youngestBirthday: yearsAgo(now, minAge),
    minHeight: filters.heightRange[0],
    maxHeight: filters.heightRange[1],
    countries: filters.countries,
    after: decodeCursor(cursor),
    limit,
  });
  const pictures = await picturesOfMany(deps, rows.map((row) => row.id));
  const last = rows.at(-1);
  return {
    profiles: rows.map((row) => toPublicProfile(deps, row, pictures.get(row.id) ?? [])),
    nextCursor: last && rows.length === limit ? encodeCursor(last.createdAt, last.id) : null,
  };
}
