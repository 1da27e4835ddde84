import { limits } from '@mithaq/contract/constants';
import { discoverMessages, filtersSchema, type DeckResponse, type Filters } from '@mithaq/contract/discover';
import { text } from '@mithaq/contract/messages';
import { profileMessages } from '@mithaq/contract/profiles';
import { invalid, notFound } from '../../errors';
import { openPosition, sealPosition } from '../../platform/cursors';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { signPictures } from '../pictures/public';
import { inactiveBefore, toPublicProfile } from '../profiles/public';
import { quotaReached, showProfiles } from '../profile-views/public';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'cursors' | 'config' | 'rateLimiter'>;

const CURSOR_LIST = 'deck';

/**
 * The cursor is the last card's (created_at, id), sealed for this viewer: the client cannot
 * read another member's sign-up time from it, nor forge or reuse someone else's.
 */
export const encodeCursor = (deps: Pick<Platform, 'cursors'>, viewerId: string, createdAt: string, id: string) =>
  sealPosition(deps.cursors, viewerId, CURSOR_LIST, { at: createdAt, id });

/** Anything but a cursor this viewer was given is a 400, never a 500. */
export function decodeCursor(deps: Pick<Platform, 'cursors'>, viewerId: string, cursor: string | undefined) {
  if (!cursor) return null;
  const position = openPosition(deps.cursors, viewerId, CURSOR_LIST, cursor);
  if (!position) throw invalid(discoverMessages.invalidCursor);
  return { createdAt: position.at, id: position.id };
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

/**
 * Two round trips: the statement that looks the viewer up, pages the deck and brings each
 * card's pictures, then the one that records the cards as shown within the daily quota and
 * what the caller's network (`address`) may still be shown today. Past either the page stops
 * before its first refused card (the cursor resumes there); a page that would start with one is
 * refused (429, in the words of the limit that refused it).
 */
export async function deck(
  deps: Deps,
  auth: AuthContext,
  rawFilters: Partial<Filters>,
  cursor: string | undefined,
  limit: number,
  address: string,
): Promise<DeckResponse> {
  const parsed = filtersSchema.safeParse(rawFilters);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? text('discover.filtersInvalid'));
  const filters = parsed.data;
  const after = decodeCursor(deps, auth.userId, cursor);
  const now = deps.clock.now();
  const birthdays = birthdayBounds(now, ...filters.ageRange);
  const { db } = deps.database;
  const page = await repo.deckPage(db, {
    viewerId: auth.userId,
    oldestBirthday: birthdays.oldest,
    youngestBirthday: birthdays.youngest,
    heightRange: isEveryHeight(filters.heightRange) ? null : filters.heightRange,
    countries: filters.countries,
    verifiedOnly: filters.verifiedOnly,
    intentions: filters.intentions,
    activeSince: inactiveBefore(now).toISOString(),
    after,
    limit,
  });
  if (!page) throw notFound(profileMessages.notFound);
  const refused = await showProfiles(deps, db, auth.userId, page.map((c) => c.profile.id), address);
  const firstRefused = page.findIndex((c) => refused.has(c.profile.id));
  if (firstRefused === 0) throw quotaReached(refused.get(page[0]!.profile.id)!);
  const cards = firstRefused < 0 ? page : page.slice(0, firstRefused);
  const last = cards.at(-1);
  const more = firstRefused > 0 || page.length === limit;
  return {
    profiles: cards.map((c) => toPublicProfile(deps, c.profile, signPictures(deps, auth.userId, c.pictures, !c.profile.photosPrivate))),
    nextCursor: last && more ? encodeCursor(deps, auth.userId, last.createdAtExact, last.profile.id) : null,
  };
}
