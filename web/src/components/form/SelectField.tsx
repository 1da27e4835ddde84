import { useId } from 'react';
import { FieldError } from './FieldError';
import { CONTROL, LABEL } from './fieldStyles';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** A first, empty choice such as 'Month', for selects that start unset. */
  placeholder?: string;
  error?: string | null;
  /** Hides the visible label (the group already names it) but keeps it for screen readers. */
  hideLabel?: boolean;
}

/** A labelled native select: accessible and usable with the keyboard and on phones out of the box. */
export function SelectField({ label, value, options, onChange, placeholder, error, hideLabel = false }: SelectFieldProps) {
  const selectId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-1 flex-col gap-1.5">
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : LABEL}>
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={CONTROL}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
