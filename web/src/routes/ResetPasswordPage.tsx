import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/BackLink';
import { CenteredPage } from '../components/CenteredPage';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { useResetToken } from '../features/auth/useResetToken';
import { clientPaths as paths } from '@mithaq/contract/routes';

/** `/reset-password?token=…`, the target of the reset e-mail (spec §2, DESIGN §5). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { state, rejectLink } = useResetToken();
  if (state.status === 'checking') return <LoadingIndicator size="lg" fullScreen />;
  return (
    <CenteredPage>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1 text-center">
          <h1 className="text-2xl font-bold text-brand-950">{t('resetPassword.title')}</h1>
          <p className="text-sand-700">{t('resetPassword.subtitle')}</p>
        </div>
        <ResetPasswordForm token={state.token} onInvalidLink={rejectLink} />
        <BackLink to={paths.auth} label={t('resetPassword.backToSignIn')} />
      </div>
    </CenteredPage>
  );
}
