import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/PendingScreen';

export function UnmatchedPage() {
  const { t } = useTranslation();
  return <PendingScreen title={t('app.titles.unmatched')} />;
}
