import { limits } from '@mithaq/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import { LABEL } from '../../../components/form/fieldStyles';

interface HeightFieldProps {
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
}

/** Height in cm on a slider from 130 to 200, step 1 (arrow keys move it by 1 cm). */
export function HeightField({ value, onChange, error }: HeightFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const shown = t('profiles.heightValue', { height: value });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={inputId} className={LABEL}>
          {t('profiles.fields.height')}
        </label>
        <output htmlFor={inputId} className="text-base font-semibold text-brand-900">
          {shown}
        </output>
      </div>
      <input
        id={inputId}
        type="range"
        min={limits.minHeightCm}
        max={limits.maxHeightCm}
        step={1}
        value={value}
        aria-valuetext={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 w-full accent-brand-700"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
