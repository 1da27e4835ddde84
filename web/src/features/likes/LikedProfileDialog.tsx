import type { LikedCard } from '@mithaq/contract/discover';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '../discover/DecisionButtons';
import { ProfileCard } from '../discover/ProfileCard';
import type { ActionOutcome, ProfileActions } from '../discover/useProfileActions';
import { formatProfile } from '../profiles/formatProfile';

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
  const profile = card?.profile;
  return (
    <Dialog.Root open={profile !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-sand-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-30 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col gap-3 overflow-y-auto rounded-t-3xl bg-sand-50 p-3 shadow-xl md:top-1/2 md:bottom-auto md:-translate-y-1/2 md:rounded-3xl"
        >
          {profile ? (
            <>
              <div className="flex items-center justify-between gap-2 ps-2">
                <Dialog.Title className="text-lg font-bold text-sand-900">
                  {t('liked.dialogTitle', { name: formatProfile(profile, t, i18n.language).name })}
                </Dialog.Title>
                <Dialog.Close aria-label={t('common.close')} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-200">
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
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
                <DecisionButtons
                  busy={deciding}
                  onPass={() => decide(actions.pass(profile))}
                  onLike={() => decide(actions.like(profile))}
                />
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
