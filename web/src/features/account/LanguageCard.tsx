import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../components/LanguagePicker';

/** The Account page's language: the app's, and the one the member's e-mails and pushes are written in. */
export function LanguageCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-xl font-bold text-sand-900">
        {t('language.label')}
      </h2>
      <LanguagePicker variant="field" labelledBy={titleId} />
      <p className="text-sm text-sand-700">{t('language.accountHint')}</p>
    </section>
  );
}
