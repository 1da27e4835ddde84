import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { EditProfileForm } from '../../features/editProfile/EditProfileForm';
import { useOwnProfile } from '../../features/profiles/useOwnProfile';

/** `/app/edit-profile`. The tab bar is hidden here, so the back link is the way out. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={paths.account} label={t('common.back')} />
      <h1 className="text-2xl font-bold text-sand-900">{t('app.titles.editProfile')}</h1>
      {profile.isPending ? <LoadingIndicator /> : null}
      {profile.isError ? <LoadError message={t('account.profileLoadFailed')} onRetry={() => void profile.refetch()} /> : null}
      {/* Keyed by profile, so the form starts again from the saved values if the user changes. */}
      {profile.data ? <EditProfileForm key={profile.data.id} profile={profile.data} /> : null}
    </div>
  );
}
