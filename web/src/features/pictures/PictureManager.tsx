import { limits } from '@mithaq/contract/constants';
import type { Picture } from '@mithaq/contract/profiles';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MemberPicture } from '../../components/MemberPicture';
import { PLACEHOLDER_PICTURE } from '../profiles/public';
import { CropDialog } from './CropDialog';
import { PictureAddButton } from './PictureAddButton';
import { UploadProgress } from './UploadProgress';
import { usePictureManager } from './usePictureManager';

interface PictureManagerProps {
  pictures: readonly Picture[];
  onChange: (pictures: Picture[]) => void;
}

const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-sand-900 shadow ring-1 ring-sand-300 hover:bg-white disabled:cursor-not-allowed disabled:opacity-40';

/** Two a row, three from 40rem (the page is 40rem wide at most). */
const THUMB_SLOT = { sizes: '(min-width: 40rem) 13rem, 50vw', maxWidth: 320 };

/** Edit profile's pictures: 1 to 5, added (each offered for cropping first) with upload progress, removed after a confirmation, reordered. */
export function PictureManager({ pictures, onChange }: PictureManagerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  const { add, crop, remove, move, busy, progress } = usePictureManager(pictures, onChange);
  const count = pictures.length;
  const canRemove = count > limits.minPictures;
  const hint =
    count === 0
      ? t('pictures.manager.hintNone')
      : count < limits.maxPictures
        ? t('pictures.manager.hintMore', { count: limits.maxPictures - count })
        : null;

  // Focus follows a moved picture to its new place, so a keyboard user can keep moving it: once
  // the new order is on screen and the buttons are enabled again, the same button (or, at the
  // end of the row, the other one) of that picture takes the focus.
  const pendingFocus = useRef<{ id: string; by: -1 | 1; index: number } | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || busy || pictures.findIndex((picture) => picture.id === target.id) !== target.index) return;
    pendingFocus.current = null;
    const button = (by: number) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-picture="${target.id}"][data-move="${by}"]:not(:disabled)`);
    (button(target.by) ?? button(-target.by))?.focus();
  });

  const moveAndKeepFocus = async (id: string, by: -1 | 1) => {
    // Set first: the render that shows the new order may come before `move` resolves here.
    const index = pictures.findIndex((picture) => picture.id === id) + by;
    pendingFocus.current = { id, by, index };
    if (!(await move(id, by))) pendingFocus.current = null;
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-sand-900">
          {t('pictures.manager.title')}
        </h2>
        <p className="text-sm font-medium text-sand-700">{t('pictures.count', { count, max: limits.maxPictures })}</p>
      </div>
      {count ? (
        <ul ref={list} aria-label={t('pictures.manager.listLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((picture, index) => {
            const number = index + 1;
            return (
              <li key={picture.id} className="relative">
                <MemberPicture
                  picture={picture}
                  shownAt={THUMB_SLOT}
                  alt={t('pictures.pictureNumber', { number })}
                  fallbackSrc={PLACEHOLDER_PICTURE}
                  className="aspect-square w-full rounded-xl bg-sand-200 object-cover"
                />
                {picture.inReview ? (
                  // The same photo is on another account (or is a known fake): only its owner sees it until a moderator decides.
                  <p title={t('photoSafety.inReviewHelp')} className="absolute inset-x-1 top-1 rounded-lg bg-amber-100/95 px-2 py-1 text-center text-xs font-semibold text-amber-900">
                    {t('photoSafety.inReview')}
                  </p>
                ) : null}
                <div className="absolute inset-x-1 bottom-1 flex justify-between gap-1">
                  <button
                    type="button"
                    data-picture={picture.id}
                    data-move={-1}
                    disabled={busy || index === 0}
                    onClick={() => void moveAndKeepFocus(picture.id, -1)}
                    aria-label={t('pictures.manager.moveEarlier', { number })}
                    className={ICON_BUTTON}
                  >
                    <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
                  </button>
                  <ConfirmDialog
                    trigger={
                      <button
                        type="button"
                        disabled={busy || !canRemove}
                        aria-label={t('pictures.remove', { number })}
                        className={ICON_BUTTON}
                      >
                        <Trash2 aria-hidden="true" className="size-5 text-red-700" />
                      </button>
                    }
                    title={t('pictures.manager.confirmTitle')}
                    description={t('pictures.manager.confirmBody')}
                    confirmLabel={t('pictures.manager.confirmAction')}
                    onConfirm={() => void remove(picture.id)}
                    destructive
                  />
                  <button
                    type="button"
                    data-picture={picture.id}
                    data-move={1}
                    disabled={busy || index === count - 1}
                    onClick={() => void moveAndKeepFocus(picture.id, 1)}
                    aria-label={t('pictures.manager.moveLater', { number })}
                    className={ICON_BUTTON}
                  >
                    <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {count > 0 && !canRemove ? <p className="text-sm text-sand-600">{t('pictures.messages.lastPicture')}</p> : null}
      {hint ? <p className="text-sm text-sand-700">{hint}</p> : null}
      {progress ? <UploadProgress status={progress.status} percent={progress.percent} /> : null}
      {count < limits.maxPictures ? (
        <PictureAddButton label={t('pictures.add')} onFiles={add} disabled={busy} />
      ) : null}
      <CropDialog file={crop.current} title={crop.title} onApply={crop.apply} onWhole={crop.whole} onCancel={crop.cancel} />
    </section>
  );
}
