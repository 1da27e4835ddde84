import { useState } from 'react';
import { CredentialsForm } from '../../components/form/CredentialsForm';
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
    <CredentialsForm
      formLabel={texts.formLabel}
      className="border-t border-sand-200 pt-4"
      onSubmit={() =>
        void submit(emailOnlySchema, { email }, async (data) => {
          await apiFetch(path, { method: 'POST', json: data, bearer: false });
          onSent();
        })
      }
      intro={<p className="text-sm text-sand-700">{texts.hint}</p>}
      email={{ label: t('auth.fields.email'), name, value: email, onChange: setEmail, error: errorFor('email') }}
      alert={errorFor()}
      submit={{ label: texts.submit, busyLabel: texts.busy, busy, variant: 'secondary' }}
    />
  );
}
