import { useTranslation } from 'react-i18next';
import { ReviewQueuePanel } from './ReviewQueuePanel';
import { SexCorrectionCard } from './SexCorrectionCard';
import { useSexCorrectionReview } from './useSexCorrectionReview';

/** The Corrections tab: members' requests to correct the gender they set at sign-up, oldest first. */
export function SexCorrectionsPanel() {
  const { t } = useTranslation();
  const review = useSexCorrectionReview();
  return (
    <ReviewQueuePanel
      query={review.list}
      loadFailed={t('admin.sexCorrections.loadFailed')}
      summary={(data) => t('admin.sexCorrections.pending', { count: data.requests.length })}
      cards={(data) => data.requests.map((request) => <SexCorrectionCard key={request.id} request={request} review={review} />)}
      empty={t('admin.sexCorrections.empty')}
    />
  );
}
