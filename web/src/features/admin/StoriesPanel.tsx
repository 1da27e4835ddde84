import { useTranslation } from 'react-i18next';
import { ReviewQueuePanel } from './ReviewQueuePanel';
import { StoryReviewCard } from './StoryReviewCard';
import { useStoryReview } from './useStoryReview';

/**
 * The Stories tab: success stories both members agreed to, oldest first, to approve for the
 * landing page or reject; then those on the landing page, newest first, to take down.
 */
export function StoriesPanel() {
  const { t } = useTranslation();
  const review = useStoryReview();
  return (
    <ReviewQueuePanel
      query={review.list}
      loadFailed={t('admin.stories.loadFailed')}
      summary={(data) => t('admin.stories.pending', { count: data.stories.filter((story) => story.status === 'pending').length })}
      cards={(data) => data.stories.map((story) => <StoryReviewCard key={story.matchId} story={story} review={review} />)}
      empty={t('admin.stories.empty')}
    />
  );
}
