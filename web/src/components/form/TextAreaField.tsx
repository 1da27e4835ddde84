import { useId } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import { CONTROL, LABEL } from './fieldStyles';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  /** To move the focus to it (the payment card sends a member who has not answered here). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its validation message. */
export function TextAreaField({ label, error, ...props }: TextAreaFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={LABEL}>
        {label}
      </label>
      <textarea
        {...props}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${CONTROL} resize-y`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
