import { clientPaths as paths } from '@mithaq/contract/routes';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/buttonStyles';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { AccountFooter } from '../../features/account/AccountFooter';
import { AccountManagementCard } from '../../features/account/AccountManagementCard';
import { AwayCard } from '../../features/account/away/AwayCard';
import { DataExportCard } from '../../features/account/DataExportCard';
import { LanguageCard } from '../../features/account/LanguageCard';
import { MarketingCard } from '../../features/account/MarketingCard';
import { MyReportsCard } from '../../features/account/MyReportsCard';
import { ProfileCard } from '../../features/account/ProfileCard';
import { ReminderEmailsCard } from '../../features/account/ReminderEmailsCard';
import { SignInSecurityCard } from '../../features/account/SignInSecurityCard';
import { LogOutButton } from '../../features/auth/LogOutButton';
import { GuardiansCard } from '../../features/guardians/GuardiansCard';
import { useOwnProfile } from '../../features/profiles/useOwnProfile';
import { PhotoPrivacyCard } from '../../features/pictures/public';
import { NotificationsCard } from '../../features/push/NotificationsCard';
import { WalletCard } from '../../features/tokens/WalletCard';
import { VerificationCard } from '../../features/verification/VerificationCard';
import { VerifiedContactCard } from '../../features/verification/VerifiedContactCard';

/** `/app/account`, 'Your Profile': profile card, token wallet, account management and contacts. */
export function AccountPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const profile = useOwnProfile();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
        <h1 id={titleId} className="text-2xl font-bold text-sand-900">
          {t('app.titles.account')}
        </h1>
        {profile.isPending ? <LoadingIndicator size="sm" /> : null}
        {profile.isError ? <LoadError message={t('account.profileLoadFailed')} onRetry={() => void profile.refetch()} /> : null}
        {profile.data ? <ProfileCard profile={profile.data} /> : null}
        <div className="flex flex-wrap gap-3">
          <Link to={paths.editProfile} className={buttonClasses('primary')}>
            <Pencil aria-hidden="true" className="size-5" />
            {t('account.edit')}
          </Link>
          <LogOutButton />
        </div>
      </section>
      <AwayCard />
      <VerificationCard />
      {profile.data ? <VerifiedContactCard profile={profile.data} /> : null}
      <GuardiansCard />
      {profile.data ? <PhotoPrivacyCard profile={profile.data} /> : null}
      <WalletCard />
      <LanguageCard />
      <NotificationsCard />
      <ReminderEmailsCard />
      <SignInSecurityCard />
      <MyReportsCard />
      <MarketingCard />
      <DataExportCard />
      <AccountManagementCard />
      <AccountFooter />
    </div>
  );
}
