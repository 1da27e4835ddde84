import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EmailRequestForm } from './EmailRequestForm';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onSent: () => void;
}

/** Asks for a reset e-mail. The server answers alike for unknown addresses (no enumeration). */
export function ForgotPasswordForm({ initialEmail, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  return (
    <EmailRequestForm
      path={apiPaths.auth.requestPasswordReset}
      name="reset-email"
      texts={{ formLabel: t('auth.forgot.formLabel'), hint: t('auth.forgot.hint'), submit: t('auth.forgot.submit'), busy: t('auth.forgot.busy') }}
      initialEmail={initialEmail}
      onSent={() => {
        toast.success(t('auth.messages.resetEmailSent'));
        onSent();
      }}
    />
  );
}
