import { useCallback, useMemo, useState } from 'react';
import { useLikedLists } from './likesApi';

/**
 * Whether a profile is among the viewer's favorites: what the last toggle answered, else what
 * the Liked lists say (a Discover card carries no favorite flag of its own).
 */
export function useFavoriteStatus() {
  const { data } = useLikedLists();
  const [answered, setAnswered] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const listed = useMemo(() => new Set(data?.favorites.map((card) => card.profile.id)), [data]);
  /** `known`: what the caller's own data says (a Liked card's flag), used before any toggle. */
  const isFavorited = useCallback(
    (id: string, known?: boolean) => answered.get(id) ?? known ?? listed.has(id),
    [answered, listed],
  );
  const remember = useCallback((id: string, favorited: boolean) => setAnswered((map) => new Map(map).set(id, favorited)), []);
  return { isFavorited, remember };
}
