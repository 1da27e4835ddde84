import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { useSignOut } from './useSignOut';

/** 'Log Out': signs out (with the spec's toast); the route guard then takes the user to /auth. */
export function LogOutButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { signOut, busy } = useSignOut();
  return (
    <button
      type="button"
      onClick={() => void signOut()}
      disabled={busy}
      aria-busy={busy}
      className={`${buttonClasses('secondary')} ${className}`}
    >
      <LogOut aria-hidden="true" className="size-5 rtl:rotate-180" />
      {t('account.logOut')}
    </button>
  );
}
