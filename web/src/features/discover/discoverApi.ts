import { deckPageSize } from '@mithaq/contract/constants';
import type { DeckResponse, Filters } from '@mithaq/contract/discover';
import { fillPath, queryString } from '@mithaq/contract/endpoints/define';
import { discoverEndpoints as endpoints } from '@mithaq/contract/endpoints/discover';
import { intentionQuestions } from '@mithaq/contract/intentions';
import { callApi } from '../../lib/callApi';
import { hasServerKey } from '../../lib/serverText';

/** Cards per deck request (the contract's default, a few more than the 3 preloaded); the next page is asked for while 3 cards still wait. */
export const DECK_PAGE_SIZE = deckPageSize.default;

/** The deck's query for `filters`, after `cursor` (null for the first page); what is not asked for is left out. */
function deckQuery(filters: Filters, cursor: string | null) {
  const intentions = Object.fromEntries(intentionQuestions.map((question) => [question, filters.intentions[question] || undefined]));
  return {
    limit: DECK_PAGE_SIZE,
    minAge: filters.ageRange[0],
    maxAge: filters.ageRange[1],
    minHeight: filters.heightRange[0],
    maxHeight: filters.heightRange[1],
    countries: filters.countries.length ? filters.countries.join(',') : undefined,
    verified: filters.verifiedOnly ? ('1' as const) : undefined,
    ...intentions,
    cursor: cursor ?? undefined,
  };
}

/** GET /api/discover for `filters`, after `cursor` (null for the first page), as fetchDeckPage asks for it. */
export function deckPath(filters: Filters, cursor: string | null): string {
  return fillPath(endpoints.deck.path) + queryString(deckQuery(filters, cursor));
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
  return callApi(endpoints.deck, { query: deckQuery(filters, cursor) });
}
