import { deckPreload } from '@mithaq/contract/constants';
import type { DeckResponse, Filters } from '@mithaq/contract/discover';
import type { PublicProfile } from '@mithaq/contract/profiles';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { refreshMediaMeta } from '../../lib/mediaRefresh';
import { deckKey } from '../../lib/queryKeys';
import { fetchDeckPage, quotaReachedIn } from './discoverApi';
import { usePreloadImages } from './usePreloadImages';

export type DeckState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'empty' }
  | { status: 'exhausted' }
  /** The day's new profiles are used up (the member's quota, or their network's): the deck says so instead of failing. */
  | { status: 'quota' | 'networkQuota' }
  | { status: 'ready'; current: PublicProfile };

/** Keeps the first of each id: pages never overlap, but a profile must never show twice. */
function unique(profiles: PublicProfile[]): PublicProfile[] {
  const seen = new Set<string>();
  return profiles.filter((profile) => !seen.has(profile.id) && seen.add(profile.id));
}

type DeckData = InfiniteData<DeckResponse, string | null>;

/** `data` with the pictures of the profiles in `fresh` replaced, and nothing else changed. */
function withPictures(data: DeckData, fresh: readonly DeckResponse[]): DeckData {
  const pictures = new Map(fresh.flatMap((page) => page.profiles).map((profile) => [profile.id, profile.pictures]));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      profiles: page.profiles.map((profile) => {
        const replaced = pictures.get(profile.id);
        return replaced ? { ...profile, pictures: replaced } : profile;
      }),
    })),
  };
}

/**
 * The Discover deck for `filters`: pages of profiles (newest first) consumed one card at a time.
 * The next page is fetched while at least `deckPreload` cards still wait, and those cards'
 * pictures are preloaded, so the next card shows at once. New filters restart the deck.
 */
export function useDeck(filters: Filters) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Cards acted on (liked, passed, blocked, reported) in this visit; an action that fails puts its card back.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const queryKey = deckKey(filters);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => {
      try {
        return await fetchDeckPage(filters, pageParam);
      } catch (error) {
        // One toast however many attempts or pages fail; the quota is no failure, the deck shows it.
        if (!quotaReachedIn(error)) toast.error(t('discover.messages.loadFailed'), { id: 'discover-load-failed' });
        throw error;
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The deck is consumed as it is shown: never refetch it behind the user's back, and start
    // afresh on the next visit (the server then leaves out everyone already acted on).
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // The pictures' signed URLs expire after ~10 minutes, and a deck left open outlives them; a
    // picture that fails then asks for fresh URLs (lib/mediaRefresh.ts). A refetch would rebuild
    // the deck (the server leaves out the cards acted on, newer members come first), so the card
    // on screen could change: instead the pages that still hold waiting cards are fetched again
    // with their own cursors and only the pictures of the cards already here are replaced, by
    // profile id. Cards, order and cursors stay as they are; a card the fresh page no longer
    // holds keeps its old pictures (and its placeholder). A failed request changes nothing.
    meta: refreshMediaMeta(async () => {
      const data = queryClient.getQueryData<DeckData>(queryKey);
      if (!data) return;
      const stale = data.pages.flatMap((page, index) =>
        page.profiles.some((profile) => !removed.has(profile.id)) ? [data.pageParams[index] ?? null] : [],
      );
      const fresh = await Promise.allSettled(stale.map((cursor) => fetchDeckPage(filters, cursor)));
      const pages = fresh.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      if (pages.length) queryClient.setQueryData<DeckData>(queryKey, (current) => current && withPictures(current, pages));
    }),
  });
  const fetched = useMemo(() => unique(query.data?.pages.flatMap((page) => page.profiles) ?? []), [query.data]);
  const waiting = useMemo(() => fetched.filter((profile) => !removed.has(profile.id)), [fetched, removed]);

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const needsMore = waiting.length <= deckPreload && hasNextPage && !isFetchingNextPage && !isError;
  useEffect(() => {
    if (needsMore) void fetchNextPage({ cancelRefetch: false });
  }, [needsMore, fetchNextPage]);
  usePreloadImages(waiting.slice(1, 1 + deckPreload));

  const remove = useCallback((id: string) => setRemoved((set) => new Set(set).add(id)), []);
  const restore = useCallback(
    (id: string) =>
      setRemoved((set) => {
        const next = new Set(set);
        next.delete(id);
        return next;
      }),
    [],
  );
  const { refetch } = query;
  const retry = useCallback(() => void (query.data ? fetchNextPage() : refetch()), [query.data, fetchNextPage, refetch]);

  const [current] = waiting;
  const quota = isError ? quotaReachedIn(query.error) : null;
  let state: DeckState;
  if (current) state = { status: 'ready', current };
  else if (quota) state = { status: quota };
  else if (isError) state = { status: 'error', retry };
  else if (query.isPending || hasNextPage) state = { status: 'loading' };
  else state = { status: fetched.length ? 'exhausted' : 'empty' };
  return { state, remove, restore };
}
