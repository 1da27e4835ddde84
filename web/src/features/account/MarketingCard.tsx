import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketing } from './useMarketing';

/** The Account page's news setting (off until the member says yes); account e-mails never depend on it. */
export function MarketingCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const { consent, save, busy } = useMarketing();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-xl font-bold text-sand-900">
        {t('accountControls.marketing.title')}
      </h2>
      <label className="flex items-center gap-3 text-sand-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={consent?.consent ?? false}
          disabled={!consent || busy}
          aria-describedby={hintId}
          onChange={(event) => save(event.target.checked)}
        />
        {t('accountControls.marketing.setting')}
      </label>
      <p id={hintId} className="text-sm text-sand-700">
        {t('accountControls.marketing.hint')}
      </p>
    </section>
  );
}
