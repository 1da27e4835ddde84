import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useLoadFailure } from './useAdminData';
import { useVerificationReview } from './useVerificationReview';
import { VerificationRequestCard } from './VerificationRequestCard';

/** The Verification tab: pending selfies, oldest first. */
export function VerificationPanel() {
  const { t } = useTranslation();
  const review = useVerificationReview();
  const { queue } = review;
  useLoadFailure(queue.error, t('verification.admin.loadFailed'));
  return (
    <div className="flex flex-col gap-4">
      {queue.isPending ? <LoadingIndicator size="md" /> : null}
      {queue.isError ? <LoadError message={t('verification.admin.loadFailed')} onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? (
        <>
          <p className="text-sand-700">{t('verification.admin.pending', { count: queue.data.pending })}</p>
          {queue.data.requests.length ? (
            queue.data.requests.map((request) => <VerificationRequestCard key={request.id} request={request} review={review} />)
          ) : (
            <p className="rounded-2xl bg-white p-6 text-center text-sand-700 ring-1 ring-sand-200">{t('verification.admin.empty')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
