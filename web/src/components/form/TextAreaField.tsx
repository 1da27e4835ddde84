import { useId } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';
import { CONTROL, LABEL } from './fieldStyles';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  /** To move the focus to it (the payment card sends a member who has not answered here). */
  ref?: Ref<HTMLTextAreaElement>;
  /**
   * The most characters it takes: sets maxLength and shows "count/max" under it. The count leaves
   * out the spaces around the text, as the schemas trim it before checking its length.
   */
  max?: number;
}

/** A labelled multi-line input with its validation message and, given `max`, its character counter. */
export function TextAreaField({ label, error, max, ...props }: TextAreaFieldProps) {
  const { t } = useTranslation();
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
        maxLength={max ?? props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${CONTROL} resize-y`}
      />
      <FieldError id={errorId} message={error} />
      {max === undefined ? null : (
        // Hidden from screen readers: maxLength already tells them the limit, and a count read on every key would be noise.
        <p className="text-end text-sm text-sand-600" aria-hidden="true">
          {t('common.count', { count: String(props.value ?? '').trim().length, max })}
        </p>
      )}
    </div>
  );
}
