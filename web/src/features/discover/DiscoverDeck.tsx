import type { Filters } from '@mithaq/contract/discover';
import type { PublicProfile } from '@mithaq/contract/profiles';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { DecisionButtons, ProfileCard, useProfileActions, type ActionOutcome } from '../profiles/public';
import { DeckEnd } from './DeckEnd';
import { useFavoriteStatus } from '../likes/public';
import { useDeck } from './useDeck';
import { VerifiedOnlyNote } from './VerifiedOnlyNote';
import { leaveClasses, useLeaveAnimation, type LeaveDirection } from './useLeaveAnimation';

/** The Discover card deck: one profile at a time, with Pass and Like under it. */
export function DiscoverDeck({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const { state, remove, restore } = useDeck(filters);
  const actions = useProfileActions(useFavoriteStatus());
  const { leaving, leave, settle } = useLeaveAnimation();
  const deckRef = useRef<HTMLElement>(null);

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <LoadError message={t('discover.messages.loadFailed')} onRetry={state.retry} />;
  if (state.status !== 'ready') return <DeckEnd kind={state.status} />;
  const profile = state.current;
  const direction = leaving?.id === profile.id ? leaving.direction : undefined;

  /** The card leaves at once; a decision the server refuses brings it back. */
  const decide = async (direction: LeaveDirection, act: (target: PublicProfile) => Promise<ActionOutcome>) => {
    const outcome = act(profile);
    await leave(profile.id, direction);
    remove(profile.id);
    settle();
    if ((await outcome) === 'failed') restore(profile.id);
  };
  /** Block, report, or a profile found gone: the card goes without animation; focus moves to the deck. */
  const dropIfDone = (outcome: ActionOutcome) => {
    if (outcome === 'failed') return;
    remove(profile.id);
    deckRef.current?.focus();
  };

  return (
    <section ref={deckRef} tabIndex={-1} aria-label={t('discover.deckLabel')} className="flex flex-col gap-4 overflow-x-clip outline-none">
      <div key={profile.id} data-leaving={direction} className={leaveClasses(direction)}>
        <ProfileCard
          profile={profile}
          favorited={actions.isFavorited(profile.id)}
          onFavorite={async () => {
            // Favoriting keeps the card, unless the profile turned out to be gone.
            if ((await actions.favorite(profile)) === 'gone') dropIfDone('gone');
          }}
          onBlock={() => void actions.block(profile).then(dropIfDone)}
          onReport={async (reason) => {
            const result = await actions.report(profile, reason);
            dropIfDone(result.outcome);
            return result;
          }}
        />
      </div>
      <VerifiedOnlyNote profile={profile} />
      <div className="sticky bottom-20 z-10">
        <DecisionButtons
          busy={leaving !== null}
          onPass={() => void decide('end', actions.pass)}
          onLike={() => void decide('up', actions.like)}
        />
      </div>
    </section>
  );
}
