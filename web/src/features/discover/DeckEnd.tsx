import { Hourglass, SearchX, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Kind = 'empty' | 'exhausted' | 'quota' | 'networkQuota';

/**
 * The deck has nothing to show: nobody matched at all, everyone has been seen, or the day's new
 * profiles are used up (the member's own quota, or what every account of their network may see).
 */
export function DeckEnd({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { Icon, title, hint } = {
    empty: { Icon: SearchX, title: t('discover.messages.noProfilesFound'), hint: t('discover.noProfilesHint') },
    exhausted: { Icon: UsersRound, title: t('discover.messages.noMoreProfiles'), hint: t('discover.noMoreHint') },
    quota: { Icon: Hourglass, title: t('discover.quotaTitle'), hint: t('discover.messages.viewQuotaReached') },
    networkQuota: { Icon: Hourglass, title: t('discover.quotaTitle'), hint: t('discover.messages.networkViewQuotaReached') },
  }[kind];
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-sand-200">
      <Icon aria-hidden="true" className="size-12 text-brand-700" />
      <h2 className="text-xl font-bold text-sand-900">{title}</h2>
      <p className="max-w-sm text-sand-700">{hint}</p>
    </div>
  );
}
