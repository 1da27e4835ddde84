import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OfferCard } from '../../components/OfferCard';
import { useMarketing } from './useMarketing';

/**
 * "Would you like occasional news from Mithaq?", asked once after sign-up as a card (not a modal:
 * nothing else on the page waits for it). "No thanks" is an answer too: the server does not ask
 * again for 12 months.
 */
export function MarketingPrompt() {
  const { t } = useTranslation();
  const { consent, save, busy } = useMarketing();
  if (!consent?.ask) return null;
  return (
    <OfferCard
      icon={Newspaper}
      title={t('accountControls.marketing.question')}
      body={t('accountControls.marketing.promptBody')}
      acceptLabel={t('accountControls.marketing.yes')}
      declineLabel={t('accountControls.marketing.no')}
      busy={busy}
      onAccept={() => save(true)}
      onDecline={() => save(false)}
      className="mb-4"
    />
  );
}
