import { LoaderCircle } from 'lucide-react';
import { buttonClasses } from '../buttonStyles';
import type { ButtonVariant } from '../buttonStyles';

interface SubmitButtonProps {
  label: string;
  /** Replaces the label while the form is being sent, such as "Signing in...". */
  busyLabel: string;
  busy: boolean;
  variant?: ButtonVariant;
}

/** A form's submit button; disabled and relabelled while busy so it cannot be sent twice. */
export function SubmitButton({ label, busyLabel, busy, variant = 'primary' }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={`${buttonClasses(variant)} w-full`}>
      {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
