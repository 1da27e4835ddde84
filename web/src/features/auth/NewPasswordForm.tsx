import { resetPasswordFormSchema } from '@mithaq/contract/auth';
import type { ServerMessageKey } from '@mithaq/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialsForm } from '../../components/form/CredentialsForm';
import type { ApiError } from '../../lib/api';
import { hasServerKey } from '../../lib/serverText';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthForm } from './useAuthForm';

interface NewPasswordFormProps {
  /** Sends the new password with the mailed link (reset or confirmation); rejects with the server's refusal. */
  save: (password: string) => Promise<unknown>;
  /** The key the server refuses this link with once it no longer works (used, expired or replaced). */
  invalidLinkKey: ServerMessageKey;
  /** Handed the server's refusal of a link that no longer works (not shown in the form). */
  onInvalidLink: (refusal: ApiError) => void;
  onSaved: () => void;
  submitLabel: string;
  busyLabel: string;
}

/** New password twice (the reset rules), for a mailed link that proves the mailbox. */
export function NewPasswordForm({ save, invalidLinkKey, onInvalidLink, onSaved, submitLabel, busyLabel }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const { busy, submit, errorFor } = useAuthForm();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  return (
    <CredentialsForm
      onSubmit={() =>
        void submit(resetPasswordFormSchema, { password, confirmPassword }, async (data) => {
          try {
            await save(data.password);
          } catch (error) {
            if (!hasServerKey(error, invalidLinkKey)) throw error;
            onInvalidLink(error);
            return;
          }
          onSaved();
        })
      }
      alert={errorFor()}
      submit={{ label: submitLabel, busyLabel, busy }}
    >
      <NewPasswordFields
        labels={{ password: t('resetPassword.newPassword'), confirm: t('resetPassword.confirmNewPassword') }}
        confirmName="confirm-new-password"
        password={password}
        confirmPassword={confirmPassword}
        onPassword={setPassword}
        onConfirmPassword={setConfirmPassword}
        errorFor={errorFor}
      />
    </CredentialsForm>
  );
}
