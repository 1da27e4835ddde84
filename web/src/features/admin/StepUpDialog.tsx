import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmWithSecretDialog } from '../../components/ConfirmWithSecretDialog';
import { TOTP_DIGITS } from '@mithaq/contract/admin';
import { OneTimeCodeField } from '../../components/form/OneTimeCodeField';
import { serverText } from '../../lib/serverText';
import { isStepUpRefusal } from './adminErrors';

interface StepUpDialogProps {
  /** The control that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** Does the action with the admin's fresh authenticator code; rejects when the server refused. */
  onConfirm: (confirm: string) => Promise<unknown>;
}

/**
 * "Are you sure?" for a dangerous admin action (suspension, deletion), asking for a fresh code of
 * the admin's authenticator app (never the password: one factor alone does nothing here), so a
 * session left open cannot do it. A wrong or used code keeps the dialog open with the reason; any
 * other failure was toasted, and the dialog closes.
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
  return <ConfirmWithSecretDialog {...texts} fieldLabel={t('admin.stepUp.label')} secret="code" onConfirm={confirm} />;
}

/** "Authenticator code": the step-up field, also in the token dialog. */
export function StepUpField({ value, error, onChange }: { value: string; error?: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return <OneTimeCodeField label={t('admin.stepUp.label')} maxLength={TOTP_DIGITS} value={value} onValueChange={onChange} error={error} />;
}
