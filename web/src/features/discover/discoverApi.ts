import { deckPageSize } from '@mithaq/contract/constants';
import {
  deckResponseSchema,
  discoverMessages,
  favoriteResponseSchema,
  likeResponseSchema,
  type DeckResponse,
  type Filters,
} from '@mithaq/contract/discover';
import { apiFetch } from '../../lib/api';
import { ApiError, invalidResponseError } from '../../lib/http';

/** Cards per deck request (the contract's default, a few more than the 3 preloaded); the next page is asked for while 3 cards still wait. */
export const DECK_PAGE_SIZE = deckPageSize.default;

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The body of a 2xx answer, checked against the contract; anything else is an ApiError. */
export function parseBody<T>(schema: Schema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidResponseError();
  return parsed.data;
}

/** GET /api/discover for `filters`, after `cursor` (null for the first page). */
export function deckPath(filters: Filters, cursor: string | null): string {
  const params = new URLSearchParams({
    limit: String(DECK_PAGE_SIZE),
    minAge: String(filters.ageRange[0]),
    maxAge: String(filters.ageRange[1]),
    minHeight: String(filters.heightRange[0]),
    maxHeight: String(filters.heightRange[1]),
  });
  if (filters.countries.length) params.set('countries', filters.countries.join(','));
  if (cursor) params.set('cursor', cursor);
  return `/api/discover?${params.toString()}`;
}

/** The server's 429 once the member has been shown the day's quota of new profiles (not any other limit). */
export const isViewQuotaReached = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && error.message === discoverMessages.viewQuotaReached;

export async function fetchDeckPage(filters: Filters, cursor: string | null): Promise<DeckResponse> {
  return parseBody(deckResponseSchema, await apiFetch<unknown>(deckPath(filters, cursor)));
}

const target = (profileId: string) => ({ method: 'POST', json: { profileId } });

/** Likes a profile; a non-null `matchId` means the like was mutual and made a match. */
export async function likeProfile(profileId: string): Promise<string | null> {
  return parseBody(likeResponseSchema, await apiFetch<unknown>('/api/likes', target(profileId))).matchId;
}

export async function passProfile(profileId: string): Promise<void> {
  await apiFetch<unknown>('/api/passes', target(profileId));
}

/** Adds to or removes from favorites; answers whether the profile is now a favorite. */
export async function toggleFavorite(profileId: string): Promise<boolean> {
  return parseBody(favoriteResponseSchema, await apiFetch<unknown>('/api/favorites/toggle', target(profileId))).favorited;
}

export async function blockProfile(profileId: string): Promise<void> {
  await apiFetch<unknown>('/api/blocks', target(profileId));
}

/** Reports (and so blocks) a profile; the reason is checked by the contract's reportSchema first. */
export async function reportProfile(profileId: string, reason: string): Promise<void> {
  await apiFetch<unknown>('/api/reports', { method: 'POST', json: { profileId, reason } });
}
