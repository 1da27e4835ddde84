import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { PhotoFlagCard } from './PhotoFlagCard';
import { useLoadFailure } from './useAdminData';
import { usePhotoFlags } from './usePhotoFlags';

/** The Photos tab: pictures held because the same photo is on an older account or was removed as fake, oldest first. */
export function PhotoFlagsPanel() {
  const { t } = useTranslation();
  const review = usePhotoFlags();
  const { list } = review;
  useLoadFailure(list.error, t('photoSafety.admin.loadFailed'));
  return (
    <div className="flex flex-col gap-4">
      {list.isPending ? <LoadingIndicator size="md" /> : null}
      {list.isError ? <LoadError message={t('photoSafety.admin.loadFailed')} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <p className="text-sand-700">{t('photoSafety.admin.pending', { count: list.data.flags.length })}</p>
          {list.data.flags.length ? (
            list.data.flags.map((flag) => <PhotoFlagCard key={flag.id} flag={flag} review={review} />)
          ) : (
            <p className="rounded-2xl bg-white p-6 text-center text-sand-700 ring-1 ring-sand-200">{t('photoSafety.admin.empty')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
