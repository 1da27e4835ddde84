import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailRequestForm } from './EmailRequestForm';

/**
 * "Email me a sign-in link": asks the server to mail a one-time link that signs in without the
 * password. The confirmation is the same whatever the address (the server tells no one whether
 * it has an account); it is announced through a live region that exists before it fills.
 */
export function SignInLinkForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <EmailRequestForm
        path={apiPaths.auth.requestSignInLink}
        name="sign-in-link-email"
        texts={{
          formLabel: t('auth.signInLink.formLabel'),
          hint: t('auth.signInLink.hint'),
          submit: t('auth.signInLink.submit'),
          busy: t('auth.signInLink.busy'),
        }}
        initialEmail={initialEmail}
        onSent={() => setSent(true)}
      />
      <p role="status" className="text-sm text-brand-800">
        {sent ? t('auth.signInLink.sent') : null}
      </p>
    </div>
  );
}
