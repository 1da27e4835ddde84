import { useTranslation } from 'react-i18next';
import { SettingCard } from './SettingCard';
import { useMarketing } from './useMarketing';

/** The Account page's news setting (off until the member says yes); account e-mails never depend on it. */
export function MarketingCard() {
  const { t } = useTranslation();
  const { consent, save, busy } = useMarketing();
  return (
    <SettingCard
      title={t('accountControls.marketing.title')}
      label={t('accountControls.marketing.setting')}
      hint={t('accountControls.marketing.hint')}
      checked={consent?.consent}
      busy={busy}
      onChange={save}
    />
  );
}
