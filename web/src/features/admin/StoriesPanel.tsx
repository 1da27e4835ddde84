import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { StoryReviewCard } from './StoryReviewCard';
import { useLoadFailure } from './useAdminData';
import { useStoryReview } from './useStoryReview';

/** The Stories tab: success stories both members agreed to, oldest first, to approve for the landing page or reject. */
export function StoriesPanel() {
  const { t } = useTranslation();
  const review = useStoryReview();
  const { list } = review;
  useLoadFailure(list.error, t('admin.stories.loadFailed'));
  return (
    <div className="flex flex-col gap-4">
      {list.isPending ? <LoadingIndicator size="md" /> : null}
      {list.isError ? <LoadError message={t('admin.stories.loadFailed')} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <p className="text-sand-700">{t('admin.stories.pending', { count: list.data.stories.length })}</p>
          {list.data.stories.length ? (
            list.data.stories.map((story) => <StoryReviewCard key={story.matchId} story={story} review={review} />)
          ) : (
            <p className="rounded-2xl bg-white p-6 text-center text-sand-700 ring-1 ring-sand-200">{t('admin.stories.empty')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
