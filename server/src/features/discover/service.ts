import { limits } from '@mithaq/contract/constants';
import { filtersSchema, type DeckResponse, type Filters } from '@mithaq/contract/discover';
import { profileMessages } from '@mithaq/contract/profiles';
import { invalid, notFound } from '../../errors';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../auth/sessions';
import { signPictures } from '../pictures/service';
import { toPublicProfile } from '../profiles/service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls'>;

/** The cursor is the last card's (created_at, id): opaque to the client, stable under new actions. */
export const encodeCursor = (createdAt: string, id: string) => Buffer.from(`${createdAt}|${id}`).toString('base64url');

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

/** The whole allowed height range (a CHECK constraint holds every profile inside it) filters nothing: no height test. */
const isEveryHeight = ([min, max]: [number, number]) => min <= limits.minHeightCm && max >= limits.maxHeightCm;

/** One round trip: the statement looks the viewer up, pages the deck and brings each card's pictures. */
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
  const now = deps.clock.now();
  const [minAge, maxAge] = filters.ageRange;
  const cards = await repo.deckPage(deps.database.db, {
    viewerId: auth.userId,
    // Age a..b means born after (now - (b+1) years) and on or before (now - a years).
    oldestBirthday: yearsAgo(now, maxAge + 1, 1),
    // Sign-up refuses anyone under the minimum age and the birthday cannot be edited later.
    youngestBirthday: minAge <= limits.minAge ? null : yearsAgo(now, minAge),
    heightRange: isEveryHeight(filters.heightRange) ? null : filters.heightRange,
    countries: filters.countries,
    after: decodeCursor(cursor),
    limit,
  });
  if (!cards) throw notFound(profileMessages.notFound);
  const last = cards.at(-1);
  return {
    profiles: cards.map((c) => toPublicProfile(deps, c.profile, signPictures(deps, c.pictures))),
    nextCursor: last && cards.length === limit ? encodeCursor(last.createdAtExact, last.profile.id) : null,
  };
}
