import type { LikedCard } from '@mithaq/contract/discover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../components/SheetDialog';
import { DecisionButtons, ProfileCard, type ActionOutcome, type ProfileActions, formatProfile } from '../profiles/public';

interface LikedProfileDialogProps {
  /** The open card; undefined closes the dialog. */
  card: LikedCard | undefined;
  actions: ProfileActions;
  onClose: () => void;
}

/** The Liked page's detail dialog: the shared profile card plus Pass and Like. */
export function LikedProfileDialog({ card, actions, onClose }: LikedProfileDialogProps) {
  const { t, i18n } = useTranslation();
  const [deciding, setDeciding] = useState(false);
  const closeUnlessFailed = (outcome: ActionOutcome) => {
    if (outcome !== 'failed') onClose();
  };
  const decide = (decision: Promise<ActionOutcome>) => {
    setDeciding(true);
    void decision.then((outcome) => {
      setDeciding(false);
      closeUnlessFailed(outcome);
    });
  };
  return (
    <SheetDialog item={card?.profile} onClose={onClose} title={(profile) => t('liked.dialogTitle', { name: formatProfile(profile, t, i18n.language).name })}>
      {(profile) => (
        <>
          <ProfileCard
            profile={profile}
            favorited={actions.isFavorited(profile.id, card?.favorited)}
            onFavorite={async () => {
              if ((await actions.favorite(profile)) === 'gone') onClose();
            }}
            onBlock={() => void actions.block(profile).then(closeUnlessFailed)}
            onReport={async (reason) => {
              const result = await actions.report(profile, reason);
              closeUnlessFailed(result.outcome);
              return result;
            }}
          />
          <div className="sticky bottom-0 pb-1">
            <DecisionButtons busy={deciding} onPass={() => decide(actions.pass(profile))} onLike={() => decide(actions.like(profile))} />
          </div>
        </>
      )}
    </SheetDialog>
  );
}
