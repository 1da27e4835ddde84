import { AlertDialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from './dialogStyles';
import { OneTimeCodeField } from './form/OneTimeCodeField';
import { PasswordField } from './form/PasswordField';

interface ConfirmWithSecretDialogProps {
  /** The control that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** The label of the one field: what to type (the password, or an authenticator code). */
  fieldLabel: string;
  /** What is asked for: the account's password (the default) or an authenticator app's one-time code. */
  secret?: 'password' | 'code';
  confirmLabel: string;
  /** Does the action with what was typed; resolves to a refusal to show in place (the dialog stays open), or null to close. */
  onConfirm: (secret: string) => Promise<string | null>;
}

/**
 * "Are you sure?" before a dangerous action that asks for a secret again (the password, or a
 * fresh authenticator code), so a device or session left open cannot do it. A refusal keeps the dialog
 * open with the reason under the field; Cancel forgets what was typed. The red confirm button
 * waits for something typed and is off while the action runs.
 */
export function ConfirmWithSecretDialog({ trigger, title, description, fieldLabel, secret: kind = 'password', confirmLabel, onConfirm }: ConfirmWithSecretDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setSecret('');
    setError(null);
  };

  const type = (typed: string) => {
    setSecret(typed);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const refusal = await onConfirm(secret);
      if (refusal) setError(refusal);
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
            {kind === 'code' ? (
              <OneTimeCodeField label={fieldLabel} value={secret} onValueChange={type} error={error} />
            ) : (
              <PasswordField label={fieldLabel} autoComplete="current-password" value={secret} onChange={(event) => type(event.target.value)} error={error} />
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={buttonClasses('secondary')}>{t('common.cancel')}</AlertDialog.Cancel>
              <button type="submit" className={buttonClasses('danger')} disabled={!secret || busy} aria-busy={busy}>
                {confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
