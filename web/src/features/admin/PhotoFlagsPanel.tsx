import { useTranslation } from 'react-i18next';
import { PhotoFlagCard } from './PhotoFlagCard';
import { ReviewQueuePanel } from './ReviewQueuePanel';
import { usePhotoFlags } from './usePhotoFlags';

/** The Photos tab: pictures held because the same photo is on an older account or was removed as fake, oldest first. */
export function PhotoFlagsPanel() {
  const { t } = useTranslation();
  const review = usePhotoFlags();
  return (
    <ReviewQueuePanel
      query={review.list}
      loadFailed={t('photoSafety.admin.loadFailed')}
      summary={(data) => t('photoSafety.admin.pending', { count: data.flags.length })}
      cards={(data) => data.flags.map((flag) => <PhotoFlagCard key={flag.id} flag={flag} review={review} />)}
      empty={t('photoSafety.admin.empty')}
    />
  );
}
