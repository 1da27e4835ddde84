import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api';
import { NewPasswordForm } from './NewPasswordForm';

interface ResetPasswordFormProps {
  token: string;
  /** The server says the link is no longer valid (used, expired or replaced). */
  onInvalidLink: () => void;
}

/** New password twice; on success the user signs in with it on /auth. */
export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NewPasswordForm
      save={(password) => apiFetch(apiPaths.auth.confirmPasswordReset, { method: 'POST', json: { token, password }, bearer: false })}
      invalidLinkKey="auth.invalidResetLink"
      onInvalidLink={onInvalidLink}
      onSaved={() => {
        toast.success(t('auth.messages.passwordUpdated'));
        void navigate(paths.auth, { replace: true });
      }}
      submitLabel={t('resetPassword.submit')}
      busyLabel={t('resetPassword.busy')}
    />
  );
}
