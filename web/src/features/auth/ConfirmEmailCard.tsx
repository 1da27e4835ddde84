import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CredentialsForm } from '../../components/form/CredentialsForm';
import { apiFetch, type ApiError } from '../../lib/api';
import { loadAuthContract } from '../../lib/authContract';
import { hasServerKey, serverText } from '../../lib/serverText';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { useAuthForm } from './useAuthForm';

/** The contract's schema, loaded with the first submit. */
const confirmEmailFormSchema = () => loadAuthContract().then((contract) => contract.confirmEmailFormSchema);

interface ConfirmEmailCardProps {
  token: string;
  /** Confirmed, the link no longer works, or she went back: the page shows its tabs again. */
  onDone: () => void;
}

const confirmCall = (path: string, token: string, password: string) =>
  apiFetch(path, { method: 'POST', json: { token, password }, bearer: false });

/**
 * The confirmation link's page. The link proves the mailbox, never a password: the address is
 * confirmed with the password she chose at sign-up. When that is not the account's (someone else
 * signed up with her address first, or she forgot it), she chooses a new one with the same link.
 */
export function ConfirmEmailCard({ token, onDone }: ConfirmEmailCardProps) {
  const { t } = useTranslation();
  const { busy, submit, errorFor } = useAuthForm();
  const [password, setPassword] = useState('');
  const [choosing, setChoosing] = useState(false);
  const chooseId = useId();
  const done = (message: string) => {
    toast.success(message);
    onDone();
  };
  // A spent or expired link: the server's message, then the tabs (she can ask for a new one there).
  const invalidLink = (refusal: ApiError) => {
    toast.error(serverText(t, refusal));
    onDone();
  };

  return (
    <AuthCard title={t('auth.confirm.title')}>
      <CredentialsForm
        onSubmit={() =>
          void submit(confirmEmailFormSchema, { password }, async (data) => {
            try {
              await confirmCall(apiPaths.auth.confirmEmail, token, data.password);
            } catch (error) {
              if (!hasServerKey(error, 'auth.invalidConfirmationLink')) throw error;
              invalidLink(error);
              return;
            }
            done(t('auth.messages.emailConfirmed'));
          })
        }
        intro={<p className="text-sm text-sand-700">{t('auth.confirm.intro')}</p>}
        password={{ label: t('auth.fields.password'), value: password, onChange: setPassword, error: errorFor('password') }}
        alert={errorFor()}
        submit={{ label: t('auth.confirm.submit'), busyLabel: t('auth.confirm.busy'), busy }}
      />
      <button
        type="button"
        aria-expanded={choosing}
        aria-controls={chooseId}
        onClick={() => setChoosing((open) => !open)}
        className="self-start rounded-lg text-start text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {t('auth.confirm.chooseToggle')}
      </button>
      <div id={chooseId} hidden={!choosing} className="flex flex-col gap-4 border-t border-sand-200 pt-4">
        <p className="text-sm text-sand-700">{t('auth.confirm.chooseIntro')}</p>
        {choosing ? (
          <NewPasswordForm
            save={(newPassword) => confirmCall(apiPaths.auth.confirmEmailNewPassword, token, newPassword)}
            invalidLinkKey="auth.invalidConfirmationLink"
            onInvalidLink={invalidLink}
            onSaved={() => done(t('auth.confirm.newPasswordSaved'))}
            submitLabel={t('auth.confirm.chooseSubmit')}
            busyLabel={t('resetPassword.busy')}
          />
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDone}
        className="self-start rounded-lg text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {t('resetPassword.backToSignIn')}
      </button>
    </AuthCard>
  );
}
