import type { LikedListKey, LikedLists, LikedPage } from '@mithaq/contract/discover';
import { likesEndpoints } from '@mithaq/contract/endpoints/likes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/callApi';
import { LIKED_LISTS_KEY } from '../../lib/queryKeys';

export async function fetchLikedLists(): Promise<LikedLists> {
  return callApi(likesEndpoints.lists);
}

/** Who liked me, whom I liked, and my favorites (newest first); refreshed after every action. */
export function useLikedLists() {
  return useQuery({ queryKey: LIKED_LISTS_KEY, queryFn: fetchLikedLists });
}

/** The page of one Liked list after `cursor` (the first page comes with the three lists). */
export async function fetchLikedPage(list: LikedListKey, cursor: string): Promise<LikedPage> {
  return callApi(likesEndpoints.page, { query: { list, cursor } });
}
