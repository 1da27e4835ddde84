import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/BackLink';
import { CenteredPage } from '../components/CenteredPage';
import { PendingScreen } from '../components/PendingScreen';
import { clientPaths as paths } from '@mithaq/contract/routes';

/** `/reset-password`, the target of the reset e-mail. The form arrives with the auth feature. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <div className="flex flex-col gap-4">
        <PendingScreen title={t('resetPassword.title')} />
        <BackLink to={paths.auth} label={t('resetPassword.backToSignIn')} />
      </div>
    </CenteredPage>
  );
}
