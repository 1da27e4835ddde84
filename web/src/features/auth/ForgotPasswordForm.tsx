import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAuthContract } from '../../lib/authContract';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { apiFetch } from '../../lib/api';
import { useAuthForm } from './useAuthForm';

/** The contract's schema, loaded with the first submit (AuthPage prefetches it). */
const emailOnlySchema = () => loadAuthContract().then((contract) => contract.emailOnlySchema);

interface ForgotPasswordFormProps {
  initialEmail: string;
  onSent: () => void;
}

/** Asks for a reset e-mail. The server answers alike for unknown addresses (no enumeration). */
export function ForgotPasswordForm({ initialEmail, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const { busy, submit, errorFor } = useAuthForm();
  const [email, setEmail] = useState(initialEmail);

  return (
    <form
      noValidate
      aria-label={t('auth.forgot.formLabel')}
      className="flex flex-col gap-4 border-t border-sand-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(emailOnlySchema, { email }, async (data) => {
          await apiFetch('/api/auth/password-reset/request', { method: 'POST', json: data, bearer: false });
          toast.success(t('auth.messages.resetEmailSent'));
          onSent();
        });
      }}
    >
      <p className="text-sm text-sand-700">{t('auth.forgot.hint')}</p>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="reset-email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errorFor('email')}
      />
      <FormAlert message={errorFor()} />
      <SubmitButton
        label={t('auth.forgot.submit')}
        busyLabel={t('auth.forgot.busy')}
        busy={busy}
        variant="secondary"
      />
    </form>
  );
}
