import { useTranslation } from 'react-i18next';
import { ReviewQueuePanel } from './ReviewQueuePanel';
import { useVerificationReview } from './useVerificationReview';
import { VerificationRequestCard } from './VerificationRequestCard';

/** The Verification tab: pending selfies, oldest first. */
export function VerificationPanel() {
  const { t } = useTranslation();
  const review = useVerificationReview();
  return (
    <ReviewQueuePanel
      query={review.queue}
      loadFailed={t('verification.admin.loadFailed')}
      summary={(data) => t('verification.admin.pending', { count: data.pending })}
      cards={(data) => data.requests.map((request) => <VerificationRequestCard key={request.id} request={request} review={review} />)}
      empty={t('verification.admin.empty')}
    />
  );
}
