import { ImageUp, RotateCcw, Send } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { PicturePreview } from '../pictures/public';
import { canUseCamera, SelfieCamera } from './SelfieCamera';

interface SelfieCaptureProps {
  busy: boolean;
  onSend: (selfie: File) => void;
}

/**
 * Takes the selfie: the front camera where the browser has one and the member allows it,
 * otherwise a file input that opens the front camera on phones (capture="user") or the files.
 * The member sees the picture before sending it, and may take it again.
 */
export function SelfieCapture({ busy, onSend }: SelfieCaptureProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [useFile, setUseFile] = useState(() => !canUseCamera());
  const [selfie, setSelfie] = useState<File | null>(null);
  const noCamera = useCallback(() => setUseFile(true), []);

  if (selfie) {
    return (
      <div className="flex flex-col gap-3">
        <PicturePreview file={selfie} alt={t('verification.selfieAlt')} className="max-w-xs" />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={() => onSend(selfie)}>
            <Send aria-hidden="true" className="size-5" />
            {busy ? t('verification.sending') : t('verification.send')}
          </button>
          <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => setSelfie(null)}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {t('verification.retake')}
          </button>
        </div>
      </div>
    );
  }
  if (!useFile) return <SelfieCamera onTaken={setSelfie} onUnavailable={noCamera} />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-sand-700">{t('verification.noCamera')}</p>
      <label htmlFor={inputId} className={`${buttonClasses('primary')} cursor-pointer self-start`}>
        <ImageUp aria-hidden="true" className="size-5" />
        {t('verification.chooseSelfie')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="user"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) setSelfie(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
