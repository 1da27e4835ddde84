import { TOTP_DIGITS, adminCodeSchema, type AdminSignInStep } from '@mithaq/contract/admin';
import type { AuthSession } from '@mithaq/contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { OneTimeCodeField } from '../../components/form/OneTimeCodeField';
import { validateForm } from '../auth/public';
import { requestAdminCode } from './adminApi';
import { contractText, hasServerKey, serverText } from '../../lib/serverText';

interface AdminCodeFormProps {
  /** What the password step answered: a ticket, and to enrol, the new secret and its QR code. */
  step: AdminSignInStep;
  onSignedIn: (session: AuthSession) => Promise<void>;
  /** The ticket ran out (or another account is wanted): back to the password. */
  onStartOver: (reason: string | null) => void;
  /** A refusal that is not about the code (too many attempts, an outage), said by the caller. */
  describeFailure: (error: unknown) => string;
}

/**
 * The admin login's second step: the 6-digit code from an authenticator app. An admin without one
 * yet first scans the QR code (or types the key) shown here; the secret is saved once a code proves it.
 */
export function AdminCodeForm({ step, onSignedIn, onStartOver, describeFailure }: AdminCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const validation = validateForm(adminCodeSchema, { ticket: step.ticket, code });
    if (!validation.ok) return setError(contractText(t, validation.error.message));
    setError(null);
    setBusy(true);
    try {
      await onSignedIn(await requestAdminCode(step.ticket, validation.data.code));
    } catch (cause) {
      if (hasServerKey(cause, 'admin.ticketExpired')) onStartOver(serverText(t, cause));
      else setError(hasServerKey(cause, 'admin.codeInvalid') ? serverText(t, cause) : describeFailure(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {step.step === 'enrol' ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-sand-800">{t('admin.login.enrolIntro')}</p>
          <img src={step.qrCode} alt={t('admin.login.qrAlt')} className="size-48 rounded-lg ring-1 ring-sand-200" />
          <p className="text-sm text-sand-700">{t('admin.login.secretLabel')}</p>
          <code className="rounded-lg bg-sand-100 px-3 py-2 font-mono text-sm break-all text-sand-900" data-testid="totp-secret">
            {step.secret}
          </code>
        </div>
      ) : (
        <p className="text-center text-sand-800">{t('admin.login.codeIntro')}</p>
      )}
      <OneTimeCodeField label={t('admin.login.code')} name="code" maxLength={TOTP_DIGITS} autoFocus value={code} onValueChange={setCode} />
      <FormAlert message={error} />
      <SubmitButton label={t('admin.login.verify')} busyLabel={t('admin.login.verifying')} busy={busy} />
      <button type="button" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline" onClick={() => onStartOver(null)}>
        {t('admin.login.startOver')}
      </button>
    </form>
  );
}
