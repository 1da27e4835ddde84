import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/PendingScreen';
import { LogOutButton } from '../../features/auth/LogOutButton';

/** `/app/account`. The profile card, wallet and account management arrive with the profiles feature. */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PendingScreen title={t('app.titles.account')} />
      <LogOutButton className="self-start" />
    </div>
  );
}
