import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscoverDeck } from '../../features/discover/DiscoverDeck';
import { FiltersDialog } from '../../features/discover/FiltersDialog';
import { useDiscoverFilters } from '../../features/discover/useDiscoverFilters';
import { WaitingChatsNotice } from '../../features/discover/replyOrRelease/WaitingChatsNotice';

/** /app/profiles (Discover): the filters and the card deck. */
export function ProfilesPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { filters, apply } = useDiscoverFilters();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <header className="flex items-center justify-between gap-4">
        <h1 id={titleId} className="text-2xl font-bold text-sand-900">
          {t('app.titles.profiles')}
        </h1>
        <FiltersDialog filters={filters} onApply={apply} />
      </header>
      <WaitingChatsNotice />
      <DiscoverDeck filters={filters} />
    </section>
  );
}
