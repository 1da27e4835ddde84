import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './FieldError';
import { CONTROL, LABEL } from './fieldStyles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the input, announced, and linked to it (aria-describedby). */
  error?: string | null;
  /** A control drawn inside the input at its end edge, such as a show/hide toggle. */
  trailing?: ReactNode;
}

/** A labelled input with its validation message. */
export function TextField({ label, error, trailing, ...inputProps }: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={LABEL}>
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={trailing ? `${CONTROL} pe-12` : CONTROL}
        />
        {trailing ? <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div> : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
