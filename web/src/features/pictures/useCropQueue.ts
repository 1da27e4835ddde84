import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CropChoice } from './pictureGeometry';
import { cropPicture } from './shrinkPicture';

/**
 * Pictures picked in Edit Profile, offered one at a time to the crop dialog before they are sent:
 * Apply keeps the member's crop, "Use whole picture" the picture as it is, and Cancel (or Escape)
 * leaves that picture out. Once the last one is decided, the kept ones go to `send` together, so
 * they upload with one progress bar as before.
 */
export function useCropQueue(send: (files: File[]) => Promise<void>) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<readonly File[]>([]);
  const [total, setTotal] = useState(0);
  const [sending, setSending] = useState(false);
  // Crops are drawn while the member decides on the next picture, one at a time (cropPicture in
  // shrinkPicture.ts queues them); the order is the picking order.
  const kept = useRef<Promise<File>[]>([]);
  // The picture a decision was taken for: a second click before the dialog shows the next picture
  // would otherwise count the same picture twice.
  const decided = useRef<File | null>(null);

  const pick = useCallback((files: readonly File[]) => {
    kept.current = [];
    setWaiting(files);
    setTotal(files.length);
  }, []);

  const decide = async (choice: Promise<File> | null) => {
    decided.current = waiting[0] ?? null;
    if (choice) kept.current.push(choice);
    const rest = waiting.slice(1);
    setWaiting(rest);
    if (rest.length) return;
    const ready = kept.current;
    kept.current = [];
    if (!ready.length) return;
    setSending(true);
    try {
      await send(await Promise.all(ready));
    } finally {
      setSending(false);
    }
  };

  const current = waiting[0] ?? null;
  // Read at click time: two clicks of one render both see this render's `current`.
  const undecided = (): File | null => (current !== null && decided.current !== current ? current : null);
  const cropped = (file: File, choice: CropChoice) =>
    cropPicture(file, choice).catch(() => {
      toast.error(t('pictures.crop.failed', { name: file.name }));
      return file;
    });

  return {
    /** The picture in the dialog, or null when it is closed. */
    current,
    /** "Crop and straighten (picture 1 of 2)" when several were picked. */
    title: total > 1 ? t('pictures.crop.titleNumbered', { number: total - waiting.length + 1, total }) : undefined,
    busy: current !== null || sending,
    pick,
    apply: (choice: CropChoice) => {
      const file = undecided();
      if (file) void decide(cropped(file, choice));
    },
    whole: () => {
      const file = undecided();
      if (file) void decide(Promise.resolve(file));
    },
    cancel: () => {
      if (undecided()) void decide(null);
    },
  };
}
