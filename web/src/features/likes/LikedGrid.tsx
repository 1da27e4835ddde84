import type { LikedCard } from '@mithaq/contract/discover';
import { EmptyState } from '../../components/EmptyState';
import { LikedTile } from './LikedTile';

interface LikedGridProps {
  cards: readonly LikedCard[];
  emptyText: string;
  onOpen: (profileId: string) => void;
}

/** Two columns of small profile cards, or the tab's empty state. */
export function LikedGrid({ cards, emptyText, onOpen }: LikedGridProps) {
  if (cards.length === 0) return <EmptyState text={emptyText} />;
  return (
    <ul data-focus-group className="grid grid-cols-2 gap-3">
      {cards.map((card) => (
        <li key={card.profile.id}>
          <LikedTile profile={card.profile} onOpen={() => onOpen(card.profile.id)} />
        </li>
      ))}
    </ul>
  );
}
