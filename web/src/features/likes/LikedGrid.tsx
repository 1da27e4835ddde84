import type { LikedCard } from '@mithaq/contract/discover';
import { HeartOff } from 'lucide-react';
import { LikedTile } from './LikedTile';

interface LikedGridProps {
  cards: readonly LikedCard[];
  emptyText: string;
  onOpen: (profileId: string) => void;
}

/** Two columns of small profile cards, or the tab's empty state. */
export function LikedGrid({ cards, emptyText, onOpen }: LikedGridProps) {
  if (cards.length === 0) return <LikedEmpty text={emptyText} />;
  return (
    <ul className="grid grid-cols-2 gap-3">
      {cards.map((card) => (
        <li key={card.profile.id}>
          <LikedTile profile={card.profile} onOpen={() => onOpen(card.profile.id)} />
        </li>
      ))}
    </ul>
  );
}

export function LikedEmpty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-sand-200">
      <HeartOff aria-hidden="true" className="size-10 text-brand-700" />
      <p className="font-semibold text-sand-800">{text}</p>
    </div>
  );
}
