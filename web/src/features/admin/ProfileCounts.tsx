import type { AdminProfileCounts } from '@mithaq/contract/admin';
import { useTranslation } from 'react-i18next';

const CARDS = ['total', 'active', 'inactive'] as const;

/** The Total, Active and Inactive profile cards (over everyone, whatever the search). */
export function ProfileCounts({ counts }: { counts: AdminProfileCounts | undefined }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="grid grid-cols-3 gap-2 md:gap-3">
      {CARDS.map((card) => (
        <li key={card} className="flex flex-col gap-1 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200 md:p-4">
          <span className="text-xs font-medium text-sand-700 md:text-sm">{t(`admin.counts.${card}`)}</span>
          <span className="text-2xl font-bold text-brand-900 tabular-nums md:text-3xl" aria-live="polite">
            {counts ? number.format(counts[card]) : '–'}
          </span>
        </li>
      ))}
    </ul>
  );
}
