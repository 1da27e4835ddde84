import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../lib/serverText';
import { looksLikePicture, tooLargeToSend } from './pictureChecks';
import type { SelectedPicture } from './selectedPictures';
import { shrinkPicture } from './shrinkPicture';
import { uploadAll } from './uploadPicture';
import type { UploadListener } from './uploadPicture';

export interface UploadProgressState {
  status: string;
  /** 0 to 100, or null while there is nothing to measure. */
  percent: number | null;
}

/** The file to send for `file`, or the key of why it cannot be sent. */
async function prepare(file: File): Promise<File | 'pictures.messages.unsupported' | 'pictures.messages.tooLarge'> {
  if (!(await looksLikePicture(file))) return 'pictures.messages.unsupported';
  const sent = await shrinkPicture(file);
  return tooLargeToSend(sent) ? 'pictures.messages.tooLarge' : sent;
}

/**
 * Checks and shrinks the files ('Preparing upload...'), then uploads them one by one ('Uploading
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
      const ready: SelectedPicture[] = [];
      // Preparing, one picture at a time (a decoded phone photo is large): its content is checked,
      // so a renamed document is never sent, then it is shrunk; the 5MB limit is on what is sent.
      for (const picture of pictures) {
        const name = picture.file.name;
        const prepared = await prepare(picture.file);
        if (typeof prepared === 'string') fail(picture, t('pictures.uploadFailed', { file: name, message: t(prepared, { name }) }));
        else ready.push({ ...picture, file: prepared });
      }
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
