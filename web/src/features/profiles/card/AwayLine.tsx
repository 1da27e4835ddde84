import type { Away } from '@mithaq/contract/away';
import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconLine } from '../../../components/IconLine';

/** "Away until …" on the card of a member who paused their reply timers (issue 28); nothing otherwise. */
export function AwayLine({ away }: { away: Away | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!away) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(away.until));
  return <IconLine icon={Plane}>{t('away.cardLine', { reason: t(`away.reasons.${away.reason}`), date })}</IconLine>;
}
