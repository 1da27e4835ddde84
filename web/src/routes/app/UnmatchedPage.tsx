import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UnmatchedList } from '../../features/matches/unmatched/UnmatchedList';

/** `/app/unmatched`: ended matches, with Rematch, View Chat and Remove Forever. */
export function UnmatchedPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h1 id={titleId} className="text-2xl font-bold text-sand-900">
        {t('app.titles.unmatched')}
      </h1>
      <UnmatchedList />
    </section>
  );
}
