import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAuthContract } from '../../lib/authContract';
import { toast } from 'sonner';
import { CredentialsForm } from '../../components/form/CredentialsForm';
import { useSession } from '../../lib/session';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthForm } from './useAuthForm';

/** The contract's schema, loaded with the first submit (AuthPage prefetches it). */
const signUpFormSchema = () => loadAuthContract().then((contract) => contract.signUpFormSchema);

interface SignUpPanelProps {
  /** The account needs its e-mail confirmed first: the page goes back to the Sign In tab. */
  onConfirmationRequired: () => void;
}

/** The "Sign Up" tab: e-mail and password only; the profile comes next, in the wizard. */
export function SignUpPanel({ onConfirmationRequired }: SignUpPanelProps) {
  const { t } = useTranslation();
  const { signUp } = useSession();
  const { busy, submit, errorFor } = useAuthForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  return (
    <AuthCard title={t('auth.signUp.title')}>
      <CredentialsForm
        onSubmit={() =>
          void submit(signUpFormSchema, { email, password, confirmPassword }, async (data) => {
            const { signedIn } = await signUp(data.email, data.password);
            if (signedIn) {
              // The /auth guard now sends the new user to the profile wizard.
              toast.success(t('auth.messages.accountCreated'));
              return;
            }
            toast.success(t('auth.messages.checkEmail'));
            onConfirmationRequired();
          })
        }
        email={{ label: t('auth.fields.email'), value: email, onChange: setEmail, error: errorFor('email') }}
        alert={errorFor()}
        submit={{ label: t('auth.signUp.submit'), busyLabel: t('auth.signUp.busy'), busy }}
      >
        <NewPasswordFields
          labels={{ password: t('auth.fields.password'), confirm: t('auth.fields.confirmPassword') }}
          confirmName="confirm-password"
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          errorFor={errorFor}
        />
      </CredentialsForm>
    </AuthCard>
  );
}
