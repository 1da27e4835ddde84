import { sexes } from '@mithaq/contract/profiles';
import type { PublicProfile } from '@mithaq/contract/profiles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import { LABEL } from '../../../components/form/fieldStyles';

type Sex = PublicProfile['sex'];

interface SexFieldProps {
  /** 'Sex' in the wizard, 'Gender' on the edit screen. */
  label: string;
  value: Sex;
  onChange: (value: Sex) => void;
  error?: string | null;
}

/** Male or female, as two radio buttons (arrow keys move between them). */
export function SexField({ label, value, onChange, error }: SexFieldProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className={`${LABEL} mb-1.5`}>{label}</legend>
      <div className="flex gap-3">
        {sexes.map((sex) => (
          <label
            key={sex}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-xl border border-sand-300 bg-white px-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={sex}
              checked={value === sex}
              onChange={() => onChange(sex)}
              className="size-4 accent-brand-700"
            />
            {t(`profiles.sexes.${sex}`)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
