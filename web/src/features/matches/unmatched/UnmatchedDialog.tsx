import type { MatchState } from '@mithaq/contract/matches';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SheetDialog } from '../../../components/SheetDialog';
import { formatProfile } from '../../profiles/public';
import { ChatHistory } from './ChatHistory';
import { actionButton, RematchButton, RemoveForeverButton } from './UnmatchedButtons';
import { UnmatchedProfile } from './UnmatchedProfile';

export type UnmatchedView = 'profile' | 'history';

interface UnmatchedDialogProps {
  /** The open match; undefined closes the dialog. */
  match: MatchState | undefined;
  view: UnmatchedView;
  busy: boolean;
  onView: (view: UnmatchedView) => void;
  onRematch: (match: MatchState) => void;
  onRemove: (match: MatchState) => void;
  onClose: () => void;
}

/**
 * The profile dialog (Remove Forever, and Rematch or View Chat History) and the chat-history dialog
 * (Back to Profile, Remove Forever, and Rematch or View Full Chat) of one ended match: one dialog, two views.
 */
export function UnmatchedDialog({ match, view, busy, onView, onRematch, onRemove, onClose }: UnmatchedDialogProps) {
  const { t, i18n } = useTranslation();
  const nameOf = (shown: MatchState) => formatProfile(shown.other, t, i18n.language).name;
  return (
    <SheetDialog
      item={match}
      onClose={onClose}
      surface="white"
      title={(shown) => (view === 'profile' ? t('unmatched.profileTitle', { name: nameOf(shown) }) : t('unmatched.historyTitle', { name: nameOf(shown) }))}
    >
      {(shown) => (
        <>
          {view === 'profile' ? <UnmatchedProfile profile={shown.other} /> : <ChatHistory matchId={shown.id} otherName={nameOf(shown)} />}
          <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 bg-white pt-2">
            {view === 'history' ? (
              <button type="button" className={actionButton('secondary')} onClick={() => onView('profile')}>
                {t('unmatched.backToProfile')}
              </button>
            ) : null}
            <RemoveForeverButton name={nameOf(shown)} busy={busy} onConfirm={() => onRemove(shown)} />
            {/* Spec §2: Rematch OR the history (a member who may rematch is offered that; one who may not, the messages). */}
            {shown.canRematch ? (
              <RematchButton name={nameOf(shown)} busy={busy} onConfirm={() => onRematch(shown)} />
            ) : view === 'profile' ? (
              <button type="button" className={actionButton('secondary')} onClick={() => onView('history')}>
                {t('unmatched.viewChatHistory')}
              </button>
            ) : (
              <Link to={`${paths.chat}/${shown.id}`} className={actionButton('secondary')}>
                {t('unmatched.viewFullChat')}
              </Link>
            )}
          </div>
        </>
      )}
    </SheetDialog>
  );
}
