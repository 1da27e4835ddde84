import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useLikedLists } from '../../features/likes/likesApi';
import { LikedTabs } from '../../features/likes/LikedTabs';

/** /app/liked: who liked me, whom I liked, my favorites, and the unmatched. */
export function LikedPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useLikedLists();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h1 id={titleId} className="text-2xl font-bold text-sand-900">
        {t('app.titles.liked')}
      </h1>
      {query.data ? (
        <LikedTabs lists={query.data} />
      ) : query.isError ? (
        <LoadError message={t('liked.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingIndicator />
      )}
    </section>
  );
}
