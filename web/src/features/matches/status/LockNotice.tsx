import type { MatchState } from '@mithaq/contract/matches';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatProfile } from '../../profiles/public';
import { TheirAnswer } from './MatchQuestion';

/** The viewer has paid, the other has not: the chat stays locked until they do (and their answer to the viewer's question shows). */
export function LockNotice({ match }: { match: MatchState }) {
  const { t, i18n } = useTranslation();
  const name = formatProfile(match.other, t, i18n.language).name;
  return (
    <>
      <div role="note" aria-label={t('chat.messages.chatLockedTitle')} className="flex gap-3 rounded-2xl bg-sand-100 p-4 ring-1 ring-sand-200">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sand-700" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-sand-900">{t('chat.messages.chatLockedTitle')}</p>
          <p className="text-sand-700">{t('chat.messages.chatLocked')}</p>
          <p className="text-sm text-sand-600">{t('matches.lock.waiting', { name })}</p>
        </div>
      </div>
      <TheirAnswer match={match} />
    </>
  );
}
