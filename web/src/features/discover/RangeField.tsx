import { Slider } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL } from '../../components/form/fieldStyles';

interface RangeFieldProps {
  label: string;
  /** The range as shown ('18 – 80'). */
  valueText: string;
  min: number;
  max: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs. */
  thumbLabels: [string, string];
}

const THUMB =
  'block size-7 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A two-thumb slider (radix) for a low..high range; the arrow keys move a thumb by 1. */
export function RangeField({ label, valueText, min, max, value, onChange, thumbLabels }: RangeFieldProps) {
  const { i18n } = useTranslation();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className={LABEL}>
          {label}
        </span>
        <output className="text-base font-semibold text-brand-900">{valueText}</output>
      </div>
      <Slider.Root
        dir={i18n.dir()}
        min={min}
        max={max}
        step={1}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => onChange([next[0] ?? min, next[1] ?? max])}
        className="relative flex h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-sand-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb aria-label={thumbLabels[0]} className={THUMB} />
        <Slider.Thumb aria-label={thumbLabels[1]} className={THUMB} />
      </Slider.Root>
    </div>
  );
}
