import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/BackLink';
import { CenteredPage } from '../components/CenteredPage';
import { clientPaths as paths } from '@mithaq/contract/routes';

/** `/auth` for signed-out visitors. The sign-in and sign-up forms arrive with the auth feature. */
export function AuthPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-bold text-brand-950">{t('auth.headline')}</h1>
        <p className="text-sand-700">{t('auth.pendingNote')}</p>
        <BackLink to={paths.home} label={t('common.backToHome')} />
      </div>
    </CenteredPage>
  );
}
