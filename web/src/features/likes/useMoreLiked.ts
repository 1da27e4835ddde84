import type { LikedCard, LikedListKey } from '@mithaq/contract/discover';
import { useState } from 'react';
import { fetchLikedPage } from './likesApi';

interface More {
  /** The first page's cursor these pages follow: a refreshed first page starts them afresh. */
  after: string | null;
  cards: LikedCard[];
  next: string | null;
}

/**
 * The pages of one Liked list beyond its first (the newest 200), fetched one at a time when the
 * member asks ("Show more"), so the grid reaches every profile its tab counts.
 */
export function useMoreLiked(list: LikedListKey, firstNext: string | null) {
  const [more, setMore] = useState<More>({ after: firstNext, cards: [], next: firstNext });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Adjusted while rendering (not in an effect) so a stale page never shows for a frame.
  const current = more.after === firstNext ? more : { after: firstNext, cards: [], next: firstNext };
  if (current !== more) setMore(current);

  async function loadMore() {
    if (!current.next || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchLikedPage(list, current.next);
      setMore((was) => (was.after === current.after ? { after: was.after, cards: [...was.cards, ...page.cards], next: page.nextCursor } : was));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return { cards: current.cards, hasMore: current.next !== null, loading, failed, loadMore };
}
