import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner';
import { buttonClasses } from '../../components/buttonStyles';
import { UploadProgress } from '../pictures/public';
import type { useCompleteProfile } from './useCompleteProfile';

type Completion = ReturnType<typeof useCompleteProfile>;

/** What Complete Profile (or Skip) is doing right now, and the banners when it failed. */
export function CompletionPanel({ completion }: { completion: Completion }) {
  const { t } = useTranslation();
  const { progress, banner, dismissBanner, continueWithoutFailed, busy } = completion;
  return (
    <>
      {progress ? <UploadProgress status={progress.status} percent={progress.percent} /> : null}
      {banner?.kind === 'creation' ? (
        <Banner title={t('signup.complete.creationFailedTitle')} onDismiss={dismissBanner}>
          <p>{banner.message}</p>
          <p>{t('signup.complete.dataKept')}</p>
        </Banner>
      ) : null}
      {banner?.kind === 'upload' ? (
        <Banner title={t('signup.complete.uploadFailedTitle')} onDismiss={dismissBanner}>
          <ul className="list-disc ps-5">
            {banner.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>{t('signup.complete.uploadFailedHint')}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void continueWithoutFailed()}
            className={`${buttonClasses('secondary')} mt-2 self-start`}
          >
            {t('signup.complete.continueToApp')}
          </button>
        </Banner>
      ) : null}
    </>
  );
}
