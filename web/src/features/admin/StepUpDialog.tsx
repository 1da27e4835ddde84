import { AlertDialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { PasswordField } from '../../components/form/PasswordField';
import { isStepUpRefusal, translateAdminMessage } from './adminTexts';

interface StepUpDialogProps {
  /** The control that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** Does the action with the admin's password or code; rejects when the server refused. */
  onConfirm: (confirm: string) => Promise<unknown>;
}

/**
 * "Are you sure?" for a dangerous admin action (suspension, deletion), asking for the admin's
 * password or a fresh authenticator code, so a session left open cannot do it. A wrong one keeps
 * the dialog open with the reason; Cancel forgets what was typed.
 */
export function StepUpDialog({ trigger, title, description, confirmLabel, onConfirm }: StepUpDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setConfirm('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onConfirm(confirm);
      changeOpen(false);
    } catch (cause) {
      // A refused confirmation is said here; anything else was toasted, and the dialog closes.
      if (isStepUpRefusal(cause)) setError(translateAdminMessage(t, (cause as Error).message));
      else changeOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={DIALOG_CONTENT}>
          <AlertDialog.Title className="text-xl font-bold text-sand-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sand-700">{description}</AlertDialog.Description>
          <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <StepUpField
              value={confirm}
              error={error}
              onChange={(value) => {
                setConfirm(value);
                setError(null);
              }}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={buttonClasses('secondary')}>{t('common.cancel')}</AlertDialog.Cancel>
              <button type="submit" className={buttonClasses('danger')} disabled={!confirm || busy} aria-busy={busy}>
                {confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** "Your password or authenticator code": the step-up field, also in the token dialog. */
export function StepUpField({ value, error, onChange }: { value: string; error?: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('admin.stepUp.label')}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
