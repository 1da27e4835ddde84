import type { MatchState } from '@mithaq/contract/matches';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatProfile } from '../../profiles/formatProfile';
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
 * The profile dialog (Remove Forever, Rematch, View Chat History) and the chat-history dialog
 * (Back to Profile, Remove Forever, Rematch, View Full Chat) of one ended match: one dialog, two views.
 */
export function UnmatchedDialog({ match, view, busy, onView, onRematch, onRemove, onClose }: UnmatchedDialogProps) {
  const { t, i18n } = useTranslation();
  const name = match ? formatProfile(match.other, t, i18n.language).name : '';
  return (
    <Dialog.Root open={match !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-sand-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-30 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col gap-3 overflow-y-auto rounded-t-3xl bg-white p-4 shadow-xl md:top-1/2 md:bottom-auto md:-translate-y-1/2 md:rounded-3xl"
        >
          {match ? (
            <>
              <div className="flex items-center justify-between gap-2">
                <Dialog.Title className="text-lg font-bold text-sand-900">
                  {view === 'profile' ? t('unmatched.profileTitle', { name }) : t('unmatched.historyTitle', { name })}
                </Dialog.Title>
                <Dialog.Close aria-label={t('common.close')} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-100">
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              {view === 'profile' ? <UnmatchedProfile profile={match.other} /> : <ChatHistory matchId={match.id} otherName={name} />}
              <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 bg-white pt-2">
                {view === 'history' ? (
                  <button type="button" className={actionButton('secondary')} onClick={() => onView('profile')}>
                    {t('unmatched.backToProfile')}
                  </button>
                ) : null}
                <RemoveForeverButton name={name} busy={busy} onConfirm={() => onRemove(match)} />
                {match.canRematch ? <RematchButton name={name} busy={busy} onConfirm={() => onRematch(match)} /> : null}
                {view === 'profile' ? (
                  <button type="button" className={actionButton('secondary')} onClick={() => onView('history')}>
                    {t('unmatched.viewChatHistory')}
                  </button>
                ) : (
                  <Link to={`${paths.chat}/${match.id}`} className={actionButton('secondary')}>
                    {t('unmatched.viewFullChat')}
                  </Link>
                )}
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
