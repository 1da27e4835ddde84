import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../components/buttonStyles';

interface WizardStepProps {
  title: string;
  /** Where Back goes; the first step has none. */
  backTo?: string;
  /** The main action's label: 'Continue' or 'Complete Profile'. */
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onSubmit: () => void;
  /** Shown between the fields and the buttons (status, banners, other actions). */
  footer?: ReactNode;
  children: ReactNode;
}

/** One wizard step: its title, its fields as a form (Enter continues), then Back and the main action. */
export function WizardStep({ title, backTo, submitLabel, busy = false, busyLabel, onSubmit, footer, children }: WizardStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <h1 id={titleId} className="text-2xl font-bold text-sand-900">
        {title}
      </h1>
      {children}
      {footer}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backTo ? (
          <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => void navigate(backTo)}>
            <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            {t('common.back')}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={buttonClasses('primary')} disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : null}
          {busy && busyLabel ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
