import { SearchX, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The deck has nothing to show: nobody matched at all, or everyone has been seen. */
export function DeckEnd({ kind }: { kind: 'empty' | 'exhausted' }) {
  const { t } = useTranslation();
  const Icon = kind === 'empty' ? SearchX : UsersRound;
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-sand-200">
      <Icon aria-hidden="true" className="size-12 text-brand-700" />
      <h2 className="text-xl font-bold text-sand-900">
        {kind === 'empty' ? t('discover.messages.noProfilesFound') : t('discover.messages.noMoreProfiles')}
      </h2>
      <p className="max-w-sm text-sand-700">{kind === 'empty' ? t('discover.noProfilesHint') : t('discover.noMoreHint')}</p>
    </div>
  );
}
