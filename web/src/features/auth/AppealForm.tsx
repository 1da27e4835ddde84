import { limits } from '@mithaq/contract/constants';
import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { apiFetch } from '../../lib/api';
import { useAuthForm } from './useAuthForm';

/** The contract's appeal schema, loaded with the first submit (few visitors ever need it). */
const appealSchema = () => import('@mithaq/contract/reports').then((contract) => contract.appealSchema);

/**
 * A suspended member's appeal (20 to 1000 characters), shown under the sign-in form once the
 * right password has shown the suspension's reason; the same e-mail and password prove who is
 * appealing. One per suspension: a second answers "You have already appealed.".
 */
export function AppealForm({ email, password }: { email: string; password: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { busy, submit, errorFor } = useAuthForm();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200">
      <h2 id={titleId} className="text-lg font-semibold text-sand-900">
        {t('auth.appeal.title')}
      </h2>
      {sent ? (
        <p role="status" className="text-sand-800">
          {t('auth.appeal.sent')}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(appealSchema, { email, password, text }, async (data) => {
              await apiFetch<unknown>(apiPaths.auth.appeal, { method: 'POST', json: data });
              setSent(true);
            });
          }}
        >
          <p className="text-sand-700">{t('auth.appeal.description')}</p>
          <TextAreaField label={t('auth.appeal.label')} rows={4} max={limits.appealMax} value={text} error={errorFor('text')} onChange={(event) => setText(event.target.value)} />
          <FormAlert message={errorFor()} />
          <SubmitButton label={t('auth.appeal.submit')} busyLabel={t('auth.appeal.busy')} busy={busy} />
        </form>
      )}
    </section>
  );
}
