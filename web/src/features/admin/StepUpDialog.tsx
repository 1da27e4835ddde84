import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmWithSecretDialog } from '../../components/ConfirmWithSecretDialog';
import { PasswordField } from '../../components/form/PasswordField';
import { serverText } from '../../lib/serverText';
import { isStepUpRefusal } from './adminErrors';

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
 * the dialog open with the reason; any other failure was toasted, and the dialog closes.
 */
export function StepUpDialog({ onConfirm, ...texts }: StepUpDialogProps) {
  const { t } = useTranslation();
  const confirm = async (secret: string): Promise<string | null> => {
    try {
      await onConfirm(secret);
      return null;
    } catch (cause) {
      return isStepUpRefusal(cause) ? serverText(t, cause) : null;
    }
  };
  return <ConfirmWithSecretDialog {...texts} fieldLabel={t('admin.stepUp.label')} onConfirm={confirm} />;
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
