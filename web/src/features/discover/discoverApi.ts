import { deckPageSize } from '@mithaq/contract/constants';
import { deckResponseSchema, type DeckResponse, type Filters } from '@mithaq/contract/discover';
import { intentionQuestions } from '@mithaq/contract/intentions';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';
import { hasServerKey } from '../../lib/serverText';

/** Cards per deck request (the contract's default, a few more than the 3 preloaded); the next page is asked for while 3 cards still wait. */
export const DECK_PAGE_SIZE = deckPageSize.default;

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
  if (filters.verifiedOnly) params.set('verified', '1');
  for (const question of intentionQuestions) {
    const required = filters.intentions[question];
    if (required) params.set(question, required);
  }
  if (cursor) params.set('cursor', cursor);
  return `/api/discover?${params.toString()}`;
}

/**
 * The server's 429 once the day's new profiles are used up, as the deck's end names it: the
 * member's own quota, or what every account of their network may be shown; null for anything
 * else (any other limit is a failure).
 */
export function quotaReachedIn(error: unknown): 'quota' | 'networkQuota' | null {
  if (hasServerKey(error, 'discover.viewQuotaReached') && error.status === 429) return 'quota';
  if (hasServerKey(error, 'discover.networkViewQuotaReached') && error.status === 429) return 'networkQuota';
  return null;
}

export async function fetchDeckPage(filters: Filters, cursor: string | null): Promise<DeckResponse> {
  return parseOrThrow(deckResponseSchema, await apiFetch<unknown>(deckPath(filters, cursor)));
}
