import { resetPasswordFormSchema } from '@mithaq/contract/auth';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { apiFetch } from '../../lib/api';
import { hasServerKey } from '../../lib/serverText';
import { useAuthForm } from './useAuthForm';

interface ResetPasswordFormProps {
  token: string;
  /** The server says the link is no longer valid (used, expired or replaced). */
  onInvalidLink: () => void;
}

const isInvalidLink = (error: unknown) => hasServerKey(error, 'auth.invalidResetLink');

/** New password twice; on success the user signs in with it on /auth. */
export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { busy, submit, errorFor } = useAuthForm();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(resetPasswordFormSchema, { password, confirmPassword }, async (data) => {
          try {
            await apiFetch('/api/auth/password-reset/confirm', {
              method: 'POST',
              json: { token, password: data.password },
              bearer: false,
            });
          } catch (error) {
            if (!isInvalidLink(error)) throw error;
            onInvalidLink();
            return;
          }
          toast.success(t('auth.messages.passwordUpdated'));
          void navigate(paths.auth, { replace: true });
        });
      }}
    >
      <PasswordField
        label={t('resetPassword.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errorFor('password')}
      />
      <PasswordField
        label={t('resetPassword.confirmNewPassword')}
        name="confirm-new-password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errorFor('confirmPassword')}
      />
      <FormAlert message={errorFor()} />
      <SubmitButton label={t('resetPassword.submit')} busyLabel={t('resetPassword.busy')} busy={busy} />
    </form>
  );
}
