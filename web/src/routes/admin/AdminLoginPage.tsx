import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../components/CenteredPage';
import { AdminLoginForm } from '../../features/admin/AdminLoginForm';

/** `/admin/login` (spec §2): the admin login form. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1 text-center">
          <h1 className="text-2xl font-bold text-sand-900">{t('admin.loginTitle')}</h1>
          <p className="text-sand-700">{t('admin.login.intro')}</p>
        </div>
        <AdminLoginForm />
      </div>
    </CenteredPage>
  );
}
