import type { PublicProfile } from '@mithaq/contract/profiles';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ProfileCard } from '../discover/ProfileCard';
import type { SafetyHandlers } from '../discover/SafetyActions';

interface ChatProfileDialogProps extends SafetyHandlers {
  profile: PublicProfile;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** View Profile: the shared profile card (with Favorite, Report and Block) in a dialog. */
export function ChatProfileDialog({ profile, name, open, onOpenChange, ...handlers }: ChatProfileDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-sand-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-30 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col gap-3 overflow-y-auto rounded-t-3xl bg-sand-50 p-3 shadow-xl md:top-1/2 md:bottom-auto md:-translate-y-1/2 md:rounded-3xl"
        >
          <div className="flex items-center justify-between gap-2 ps-2">
            <Dialog.Title className="text-lg font-bold text-sand-900">{t('chat.profileTitle', { name })}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-200">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <ProfileCard profile={profile} {...handlers} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
