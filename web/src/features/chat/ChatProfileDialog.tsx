import type { PublicProfile } from '@mithaq/contract/profiles';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../components/SheetDialog';
import { ProfileCard, type SafetyHandlers } from '../profiles/public';

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
    <SheetDialog item={open ? profile : undefined} onClose={() => onOpenChange(false)} title={() => t('chat.profileTitle', { name })}>
      {(shown) => <ProfileCard profile={shown} {...handlers} />}
    </SheetDialog>
  );
}
