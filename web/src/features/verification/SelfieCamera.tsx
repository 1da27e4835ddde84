import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';

/** Whether this browser can be asked for a camera at all (plain http and old browsers cannot). */
export const canUseCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The video frame as a JPEG file (mirrored preview, unmirrored picture: what the camera saw). */
function capture(video: HTMLVideoElement): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ? new File([blob], 'selfie.jpg', { type: 'image/jpeg' }) : null), 'image/jpeg', 0.9),
  );
}

interface SelfieCameraProps {
  onTaken: (selfie: File) => void;
  /** No camera, or the member refused it: the caller offers the file picker instead. */
  onUnavailable: () => void;
}

/** The front camera's live preview and "Take selfie"; the stream stops when this goes away. */
export function SelfieCamera({ onTaken, onUnavailable }: SelfieCameraProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let gone = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((opened) => {
        stream = opened;
        if (gone || !video.current) return opened.getTracks().forEach((track) => track.stop());
        video.current.srcObject = opened;
        void video.current.play().catch(() => undefined);
        setReady(true);
      })
      .catch(() => {
        if (!gone) onUnavailable();
      });
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onUnavailable]);

  const take = async () => {
    if (!video.current) return;
    const selfie = await capture(video.current);
    if (selfie) onTaken(selfie);
  };

  return (
    <div className="flex flex-col gap-3">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('verification.cameraPreview')}
        className="aspect-[3/4] w-full max-w-xs -scale-x-100 rounded-2xl bg-sand-900 object-cover"
      />
      <button type="button" className={buttonClasses('primary')} disabled={!ready} onClick={() => void take()}>
        <Camera aria-hidden="true" className="size-5" />
        {t('verification.takeSelfie')}
      </button>
    </div>
  );
}
