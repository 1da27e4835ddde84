import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../components/CenteredPage';
import { PendingScreen } from '../../components/PendingScreen';

/** `/admin/login`. The login form arrives with the admin feature. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <PendingScreen title={t('admin.loginTitle')} />
    </CenteredPage>
  );
}
