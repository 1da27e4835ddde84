import type { Picture } from '@mithaq/contract/profiles';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../lib/serverText';
import { deletePicture, reorderPictures } from './picturesApi';
import { checkPictures } from './pictureChecks';
import { useCropQueue } from './useCropQueue';
import { usePictureUploader } from './usePictureUploader';

let nextUploadId = 1;

/**
 * The edit screen's picture actions on the saved pictures: add (checked, offered to the crop
 * dialog, then uploaded with progress), remove and reorder. Every answer carries the new list,
 * handed to `onChange`.
 */
export function usePictureManager(pictures: readonly Picture[], onChange: (pictures: Picture[]) => void) {
  const { t } = useTranslation();
  const { progress, setProgress, uploadPictures } = usePictureUploader();
  const [busy, setBusy] = useState(false);
  const reason = useCallback((error: unknown) => errorText(t, error), [t]);

  const upload = useCallback(
    async (files: File[]) => {
      setBusy(true);
      try {
        await uploadPictures(
          files.map((file) => ({ id: `upload-${nextUploadId++}`, file })),
          { onUploaded: (_picture, after) => onChange(after) },
        );
      } finally {
        setProgress(null);
        setBusy(false);
      }
    },
    [uploadPictures, onChange, setProgress],
  );
  const crop = useCropQueue(upload);
  const { pick } = crop;

  /** Checks the picked files, then offers each to the crop dialog; the kept ones are uploaded. */
  const add = useCallback(
    (files: File[]) => {
      const check = checkPictures(files, pictures.length, t, 'maxShort');
      for (const problem of check.problems) toast.error(problem);
      if (check.files.length) pick(check.files);
    },
    [pictures.length, t, pick],
  );

  const remove = useCallback(
    async (id: string) => {
      setBusy(true);
      try {
        onChange(await deletePicture(id));
        toast.success(t('pictures.manager.removedOk'));
      } catch (error) {
        toast.error(t('pictures.manager.removeFailed', { message: reason(error) }));
      } finally {
        setBusy(false);
      }
    },
    [onChange, reason, t],
  );

  /** Moves a picture one place earlier (-1) or later (+1); resolves true once saved. */
  const move = useCallback(
    async (id: string, by: -1 | 1) => {
      const ids = pictures.map((picture) => picture.id);
      const from = ids.indexOf(id);
      const to = from + by;
      if (from === -1 || to < 0 || to >= ids.length) return false;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      setBusy(true);
      try {
        onChange(await reorderPictures(ids));
        return true;
      } catch (error) {
        toast.error(t('pictures.manager.reorderFailed', { message: reason(error) }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [pictures, onChange, reason, t],
  );

  return { add, crop, remove, move, busy: busy || crop.busy || progress !== null, progress };
}
