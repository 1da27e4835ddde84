import { adminSignInSchema, type AdminSignInStep } from '@mithaq/contract/admin';
import type { AuthSession } from '@mithaq/contract/auth';
import { clientPaths as paths } from '@mithaq/contract/routes';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CredentialsForm } from '../../components/form/CredentialsForm';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { contractText, serverText } from '../../lib/serverText';
import { validateForm } from '../auth/public';
import { AdminCodeForm } from './AdminCodeForm';
import { requestAdminSignIn } from './adminApi';

/** Any refusal is 'Invalid credentials' (never which part was wrong); too many attempts and outages say so. */
function failureText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return t('auth.messages.unexpected');
  return error.status === 429 ? serverText(t, error) : t('admin.messages.invalidCredentials');
}

/**
 * The admin login (spec §2, §5): both fields required, otherwise 'Invalid credentials'; the server
 * answers the same for a wrong password and for a member's account. Then the authenticator code
 * (AdminCodeForm); only that starts the session. Success: 'Login successful'.
 */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { adoptSession } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<AdminSignInStep | null>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  async function submit() {
    const validation = validateForm(adminSignInSchema, { email, password });
    if (!validation.ok) return fail(contractText(t, validation.error.message));
    setError(null);
    setBusy(true);
    try {
      setStep(await requestAdminSignIn(validation.data.email, validation.data.password));
      setPassword('');
    } catch (cause) {
      fail(failureText(t, cause));
    } finally {
      setBusy(false);
    }
  }

  async function signedIn(session: AuthSession) {
    await adoptSession(session);
    toast.success(t('admin.messages.loginSuccessful'));
    await navigate(paths.adminDashboard);
  }

  if (step) {
    return (
      <AdminCodeForm
        step={step}
        onSignedIn={signedIn}
        describeFailure={(cause) => failureText(t, cause)}
        onStartOver={(reason) => {
          setStep(null);
          setError(reason);
        }}
      />
    );
  }

  return (
    <CredentialsForm
      onSubmit={() => void submit()}
      email={{
        label: t('admin.login.username'),
        type: 'text',
        name: 'username',
        autoComplete: 'username',
        inputMode: 'email',
        placeholder: t('admin.login.usernamePlaceholder'),
        value: email,
        onChange: setEmail,
      }}
      password={{ label: t('admin.login.password'), value: password, onChange: setPassword }}
      alert={error}
      submit={{ label: t('admin.login.submit'), busyLabel: t('admin.login.busy'), busy }}
    />
  );
}
