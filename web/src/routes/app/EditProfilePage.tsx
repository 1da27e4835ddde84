import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { PendingScreen } from '../../components/PendingScreen';
import { clientPaths as paths } from '@mithaq/contract/routes';

/** `/app/edit-profile`. The tab bar is hidden here, so the back link is the way out. */
export function EditProfilePage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={paths.account} label={t('common.back')} />
      <PendingScreen title={t('app.titles.editProfile')} />
    </div>
  );
}
