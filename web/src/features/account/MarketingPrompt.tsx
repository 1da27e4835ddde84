import { Newspaper } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { useMarketing } from './useMarketing';

/**
 * "Would you like occasional news from Mithaq?", asked once after sign-up as a card (not a modal:
 * nothing else on the page waits for it). "No thanks" is an answer too: the server does not ask
 * again for 12 months.
 */
export function MarketingPrompt() {
  const { t } = useTranslation();
  const titleId = useId();
  const { consent, save, busy } = useMarketing();
  if (!consent?.ask) return null;
  return (
    <section aria-labelledby={titleId} className="mb-4 flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Newspaper aria-hidden="true" className="size-5" />
        {t('accountControls.marketing.question')}
      </h2>
      <p className="text-sand-800">{t('accountControls.marketing.promptBody')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={() => save(true)}>
          {t('accountControls.marketing.yes')}
        </button>
        <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => save(false)}>
          {t('accountControls.marketing.no')}
        </button>
      </div>
    </section>
  );
}
