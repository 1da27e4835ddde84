import { Dialog, Slider } from 'radix-ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { useReturnFocus } from '../../components/useReturnFocus';
import { LABEL } from '../../components/form/fieldStyles';
import { useObjectUrl } from '../../lib/useObjectUrl';
import { CARD_ASPECT, type Area, type CropChoice } from './pictureGeometry';

interface CropDialogProps {
  /** The picture to crop; the dialog is open while there is one. */
  file: File | null;
  onApply: (choice: CropChoice) => void;
  onCancel: () => void;
  /** Shown in place of "Crop and straighten" (one picture of several, say). */
  title?: string;
  /** When given, a "Use whole picture" button takes the picture as it is. */
  onWhole?: () => void;
}

const ZOOM = { min: 1, max: 3, step: 0.1 };
const STRAIGHTEN = { min: -45, max: 45, step: 1 };
/** Pixels of the crop frame an arrow key moves the picture (Shift: a fifth of it, the component's own rule). */
const KEYBOARD_STEP = 10;

const THUMB =
  'block size-7 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

interface SliderFieldProps {
  label: string;
  value: number;
  valueText: string;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
}

/** One labelled radix slider: the arrow keys, Home and End move it, as on any slider. */
function SliderField({ label, value, valueText, range, onChange }: SliderFieldProps) {
  const { i18n } = useTranslation();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className={LABEL}>
          {label}
        </span>
        <output className="text-sm font-semibold text-brand-900">{valueText}</output>
      </div>
      <Slider.Root
        dir={i18n.dir()}
        {...range}
        value={[value]}
        onValueChange={([next]) => onChange(next ?? value)}
        className="relative flex h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-sand-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb aria-labelledby={labelId} aria-valuetext={valueText} className={THUMB} />
      </Slider.Root>
    </div>
  );
}

/**
 * Crop and straighten one picture to the card's shape before it is sent. By touch or mouse: drag,
 * pinch or wheel; by keyboard: the arrow keys move the picture in the frame, + and - zoom, and
 * the two sliders zoom and straighten (±45°). Apply hands back the area in the straightened
 * picture's pixels; Cancel or Escape closes without a change.
 */
export function CropDialog({ file, onApply, onCancel, title, onWhole }: CropDialogProps) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const url = useObjectUrl(file);
  // Opened by a preview's Crop button, not a Trigger: the focus goes back to that button.
  const returnFocus = useReturnFocus();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  const frame = useRef<HTMLDivElement>(null);
  // The next of several pictures (Edit Profile): Apply, pressed for the one before, is disabled
  // while this one loads, so the focus would be lost; the crop frame takes it instead, so the
  // keyboard goes on.
  const [next, setNext] = useState(false);

  // A new picture starts uncropped.
  const [shown, setShown] = useState(file);
  if (shown !== file) {
    setNext(shown !== null && file !== null);
    setShown(file);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setArea(null);
  }

  // The crop component hands back the first area only once its frame (the focusable element) is
  // on screen; its onMediaLoaded comes before that render, too early to focus anything.
  const framed = area !== null;
  useEffect(() => {
    if (next && framed) frame.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [next, framed]);

  const zoomBy = (event: KeyboardEvent) => {
    const by = event.key === '+' || event.key === '=' ? ZOOM.step : event.key === '-' ? -ZOOM.step : 0;
    if (!by) return;
    event.preventDefault();
    setZoom((current) => Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round((current + by) * 10) / 10)));
  };

  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT} aria-describedby={hintId} {...returnFocus}>
          <Dialog.Title className="text-xl font-bold text-sand-900">{title ?? t('pictures.crop.title')}</Dialog.Title>
          <Dialog.Description id={hintId} className="text-sm text-sand-700">
            {t('pictures.crop.hint')}
          </Dialog.Description>
          {/* The +/- keys reach here from the crop frame, which keeps the arrow keys for itself. */}
          <div ref={frame} onKeyDown={zoomBy} className="relative h-80 w-full overflow-hidden rounded-xl bg-sand-900" dir="ltr">
            {url ? (
              <Cropper
                image={url}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                aspect={CARD_ASPECT}
                minZoom={ZOOM.min}
                maxZoom={ZOOM.max}
                keyboardStep={KEYBOARD_STEP}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onRotationChange={setRotation}
                onCropAreaChange={(_percentages, pixels) => setArea(pixels)}
                cropperProps={{ role: 'group', 'aria-label': t('pictures.crop.frame'), 'aria-describedby': hintId }}
              />
            ) : null}
          </div>
          <SliderField
            label={t('pictures.crop.zoom')}
            value={zoom}
            valueText={t('pictures.crop.zoomValue', { value: number.format(zoom) })}
            range={ZOOM}
            onChange={setZoom}
          />
          <SliderField
            label={t('pictures.crop.straighten')}
            value={rotation}
            valueText={t('pictures.crop.degrees', { value: number.format(rotation) })}
            range={STRAIGHTEN}
            onChange={setRotation}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClasses('secondary')}>{t('common.cancel')}</Dialog.Close>
            {onWhole ? (
              <button type="button" onClick={onWhole} className={buttonClasses('secondary')}>
                {t('pictures.crop.useWhole')}
              </button>
            ) : null}
            <button type="button" disabled={!area} onClick={() => area && onApply({ area, rotation })} className={buttonClasses('primary')}>
              {t('pictures.crop.apply')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
