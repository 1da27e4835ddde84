import { retention, SELFIE_RETENTION_DAYS } from '@mithaq/contract/constants';
import { useTranslation } from 'react-i18next';
import type { PolicySectionContent } from './PolicySection';

/**
 * The policy's sections as translated, with what the retention section says beyond them: the
 * evidence kept after a deletion and the pruning periods (each from contract's `retention`), and
 * the verification section, when a re-review's selfie goes. Separate keys, not more array
 * entries, so each falls back to English alone until translated.
 */
export function usePolicySections(email: string): PolicySectionContent[] {
  const { t } = useTranslation();
  const sections: PolicySectionContent[] = t('privacy.sections', { returnObjects: true, email });
  return sections.map((section) => {
    if (section.id === 'verification') return { ...section, paragraphs: [...section.paragraphs, t('privacy.kept.reReview', { days: SELFIE_RETENTION_DAYS })] };
    if (section.id !== 'retention') return section;
    return {
      ...section,
      paragraphs: [...section.paragraphs, t('privacy.kept.evidence'), t('privacy.kept.intro')],
      items: [
        ...(section.items ?? []),
        t('privacy.kept.sessions', { days: retention.endedSessionDays }),
        t('privacy.kept.links', { days: retention.spentLinkDays }),
        t('privacy.kept.unconfirmedAccounts', { days: retention.unconfirmedAccountDays }),
        t('privacy.kept.notifications', { readDays: retention.readNotificationDays, days: retention.notificationDays }),
        t('privacy.kept.deckHistory', { days: retention.deckHistoryDays }),
      ],
    };
  });
}
