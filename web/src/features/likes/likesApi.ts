import { likedListsSchema, likedPageSchema, type LikedListKey, type LikedLists, type LikedPage } from '@mithaq/contract/discover';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';
import { LIKED_LISTS_KEY } from '../../lib/queryKeys';

export async function fetchLikedLists(): Promise<LikedLists> {
  return parseOrThrow(likedListsSchema, await apiFetch<unknown>('/api/likes'));
}

/** Who liked me, whom I liked, and my favorites (newest first); refreshed after every action. */
export function useLikedLists() {
  return useQuery({ queryKey: LIKED_LISTS_KEY, queryFn: fetchLikedLists });
}

/** The page of one Liked list after `cursor` (the first page comes with the three lists). */
export async function fetchLikedPage(list: LikedListKey, cursor: string): Promise<LikedPage> {
  const query = new URLSearchParams({ list, cursor });
  return parseOrThrow(likedPageSchema, await apiFetch<unknown>(`/api/likes/page?${query.toString()}`));
}
