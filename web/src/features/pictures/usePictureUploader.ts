import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../lib/serverText';
import { looksLikePicture } from './pictureChecks';
import type { SelectedPicture } from './selectedPictures';
import { uploadAll } from './uploadPicture';
import type { UploadListener } from './uploadPicture';

export interface UploadProgressState {
  status: string;
  /** 0 to 100, or null while there is nothing to measure. */
  percent: number | null;
}

/**
 * Checks the files' content ('Preparing upload...'), then uploads them one by one ('Uploading
 * picture X of Y...') with the real progress for <UploadProgress>. Each failure is toasted as
 * 'Failed to upload {file}: {message}' and handed to `onFailed` with that text.
 */
export function usePictureUploader() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<UploadProgressState | null>(null);

  const uploadPictures = useCallback(
    async (
      pictures: readonly SelectedPicture[],
      handlers: { onUploaded: UploadListener['onUploaded']; onFailed?: (picture: SelectedPicture, message: string) => void },
    ) => {
      const fail = (picture: SelectedPicture, message: string) => {
        toast.error(message);
        handlers.onFailed?.(picture, message);
      };
      setProgress({ status: t('pictures.status.preparing'), percent: 0 });
      // Preparing: each file's content is checked first, so a renamed document is never sent.
      const checked = await Promise.all(pictures.map(async (picture) => ({ picture, ok: await looksLikePicture(picture.file) })));
      for (const { picture, ok } of checked) {
        if (!ok) {
          const reason = t('pictures.messages.unsupported', { name: picture.file.name });
          fail(picture, t('pictures.uploadFailed', { file: picture.file.name, message: reason }));
        }
      }
      const ready = checked.filter(({ ok }) => ok).map(({ picture }) => picture);
      return uploadAll(ready, {
        onStart: (index, total) =>
          setProgress((current) => ({
            status: t('pictures.status.uploading', { current: index + 1, total }),
            percent: current?.percent ?? 0,
          })),
        onProgress: (percent) => setProgress((current) => current && { ...current, percent }),
        onUploaded: handlers.onUploaded,
        onFailed: (picture, error) => {
          const reason = errorText(t, error);
          fail(picture, t('pictures.uploadFailed', { file: picture.file.name, message: reason }));
        },
      });
    },
    [t],
  );

  return { progress, setProgress, uploadPictures };
}
