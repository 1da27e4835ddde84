import { useState } from 'react';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { apiFetch } from '../../lib/api';
import { loadAuthContract } from '../../lib/authContract';
import { useTranslation } from 'react-i18next';
import { useAuthForm } from './useAuthForm';

/** The contract's schema, loaded with the first submit (AuthPage prefetches it). */
const emailOnlySchema = () => loadAuthContract().then((contract) => contract.emailOnlySchema);

export interface EmailRequestFormProps {
  /** The endpoint that mails the address; it answers alike for unknown addresses (no enumeration). */
  path: string;
  name: string;
  texts: { formLabel: string; hint: string; submit: string; busy: string };
  initialEmail: string;
  onSent: () => void;
}

/** A small form under the sign-in one that asks the server to mail an address something. */
export function EmailRequestForm({ path, name, texts, initialEmail, onSent }: EmailRequestFormProps) {
  const { t } = useTranslation();
  const { busy, submit, errorFor } = useAuthForm();
  const [email, setEmail] = useState(initialEmail);

  return (
    <form
      noValidate
      aria-label={texts.formLabel}
      className="flex flex-col gap-4 border-t border-sand-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(emailOnlySchema, { email }, async (data) => {
          await apiFetch(path, { method: 'POST', json: data, bearer: false });
          onSent();
        });
      }}
    >
      <p className="text-sm text-sand-700">{texts.hint}</p>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name={name}
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errorFor('email')}
      />
      <FormAlert message={errorFor()} />
      <SubmitButton label={texts.submit} busyLabel={texts.busy} busy={busy} variant="secondary" />
    </form>
  );
}
