import type { LikedCard, LikedListKey } from '@mithaq/contract/discover';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { LoadMore } from '../../components/LoadMore';
import { LikedTile } from './LikedTile';
import { useMoreLiked } from './useMoreLiked';

interface LikedGridProps {
  list: LikedListKey;
  /** The first page (the newest 200) and where the list goes on, as GET /api/likes gave them. */
  cards: readonly LikedCard[];
  next: string | null;
  emptyText: string;
  onOpen: (card: LikedCard) => void;
}

/** Two columns of small profile cards and "Show more" while the list goes on, or the tab's empty state. */
export function LikedGrid({ list, cards, next, emptyText, onOpen }: LikedGridProps) {
  const { t } = useTranslation();
  const more = useMoreLiked(list, next);
  if (cards.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div className="flex flex-col gap-3">
      <ul data-focus-group className="grid grid-cols-2 gap-3">
        {[...cards, ...more.cards].map((card) => (
          <li key={card.profile.id}>
            <LikedTile profile={card.profile} onOpen={() => onOpen(card)} />
          </li>
        ))}
      </ul>
      {more.failed ? (
        <p role="alert" className="text-center text-sm text-red-800">
          {t('liked.moreFailed')}
        </p>
      ) : null}
      <LoadMore hasMore={more.hasMore} loading={more.loading} onMore={() => void more.loadMore()} label={t('liked.showMore')} />
    </div>
  );
}
