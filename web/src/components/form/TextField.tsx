import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the input, announced, and linked to it (aria-describedby). */
  error?: string | null;
  /** A control drawn inside the input at its end edge, such as a show/hide toggle. */
  trailing?: ReactNode;
}

const INPUT =
  'min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-base text-sand-900 placeholder:text-sand-500 aria-[invalid=true]:border-red-700 disabled:opacity-60';

/** A labelled input with its validation message. */
export function TextField({ label, error, trailing, ...inputProps }: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-sand-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={trailing ? `${INPUT} pe-12` : INPUT}
        />
        {trailing ? <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
