import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAuthContract } from '../../lib/authContract';
import { CredentialsForm } from '../../components/form/CredentialsForm';
import { hasServerKey } from '../../lib/serverText';
import { useSession } from '../../lib/session';
import { AppealForm } from './AppealForm';
import { AuthCard } from './AuthCard';
import { AuthDisclosure } from './AuthDisclosure';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResendConfirmationButton } from './ResendConfirmationButton';
import { SignInLinkForm } from './SignInLinkForm';
import { useAuthForm } from './useAuthForm';

/** The contract's schema, loaded with the first submit (AuthPage prefetches it). */
const signInSchema = () => loadAuthContract().then((contract) => contract.signInSchema);

/**
 * The "Sign In" tab. Success adopts the session; the /auth guard then sends the user on to where
 * they were heading (or to the wizard when they have no profile yet).
 */
export function SignInPanel() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const { busy, submit, errorFor } = useAuthForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Refused as a wrong password, which is also how an address still to be confirmed is answered
  // (the server tells them apart to no one): offer to send that address's link again.
  const [resendFor, setResendFor] = useState<string | null>(null);
  // The right password of a suspended account: its reason shows above, and it may appeal once.
  const [appealFor, setAppealFor] = useState<{ email: string; password: string } | null>(null);

  return (
    <AuthCard title={t('auth.signIn.title')}>
      <CredentialsForm
        onSubmit={() =>
          void submit(signInSchema, { email, password }, async (data) => {
            try {
              await signIn(data.email, data.password);
            } catch (error) {
              setResendFor(hasServerKey(error, 'auth.invalidCredentials') ? data.email : null);
              setAppealFor(hasServerKey(error, 'reports.suspendedBecause') ? data : null);
              throw error;
            }
          })
        }
        email={{ label: t('auth.fields.email'), value: email, onChange: setEmail, error: errorFor('email') }}
        password={{ label: t('auth.fields.password'), value: password, onChange: setPassword, error: errorFor('password') }}
        alert={errorFor()}
        submit={{ label: t('auth.signIn.submit'), busyLabel: t('auth.signIn.busy'), busy }}
      />
      {resendFor ? <ResendConfirmationButton email={resendFor} /> : null}
      {appealFor ? <AppealForm key={appealFor.email} email={appealFor.email} password={appealFor.password} /> : null}
      <AuthDisclosure label={t('auth.forgot.toggle')}>
        {(close) => <ForgotPasswordForm initialEmail={email} onSent={close} />}
      </AuthDisclosure>
      <AuthDisclosure label={t('auth.signInLink.toggle')}>{() => <SignInLinkForm initialEmail={email} />}</AuthDisclosure>
    </AuthCard>
  );
}
