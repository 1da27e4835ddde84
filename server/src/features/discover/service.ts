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

/**
 * The latest birthday of someone at least `years` old on `now`, as ageOn counts: today's date
 * that many years back, or the last day of that month where it has no such day (29 February).
 */
function latestBirthdayAged(now: Date, years: number): Date {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Birthdays ('YYYY-MM-DD', inclusive) of everyone aged minAge..maxAge on `now`: born after the
 * latest birthday of someone maxAge + 1 years old, and on or before that of someone minAge.
 * `youngest` is null when the minimum is the sign-up age (nobody younger has a profile).
 */
export function birthdayBounds(now: Date, minAge: number, maxAge: number) {
  const oldest = latestBirthdayAged(now, maxAge + 1);
  oldest.setUTCDate(oldest.getUTCDate() + 1);
  return { oldest: isoDate(oldest), youngest: minAge <= limits.minAge ? null : isoDate(latestBirthdayAged(now, minAge)) };
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
  const birthdays = birthdayBounds(now, ...filters.ageRange);
  const cards = await repo.deckPage(deps.database.db, {
    viewerId: auth.userId,
    oldestBirthday: birthdays.oldest,
    youngestBirthday: birthdays.youngest,
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
