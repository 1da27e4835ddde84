import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/PendingScreen';

/** `/admin/dashboard` (admins only). The profile review table arrives with the admin feature. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <PendingScreen title={t('admin.dashboardTitle')} />
    </main>
  );
}
