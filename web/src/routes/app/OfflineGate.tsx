import { WifiOff } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { sessionCheckUnreachable } from '../../lib/connectivity';
import { reloadPage } from '../../lib/reloadPage';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../../lib/session';

/** What /app shows when it opened without a network (the service worker served the shell). */
function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div role="alert" className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200">
        <WifiOff aria-hidden="true" className="size-12 text-sand-600" />
        <h1 className="text-2xl font-bold text-sand-900">{t('offline.title')}</h1>
        <p className="text-sand-700">{t('offline.body')}</p>
        <button type="button" className={buttonClasses('primary')} onClick={reloadPage}>
          {t('offline.retry')}
        </button>
      </div>
    </main>
  );
}

/**
 * Offline, the session check cannot reach the server and reports the visitor signed out; the
 * /app guard would then send them to sign in, which cannot work either. Say they are offline
 * instead, and check again (by reloading) once the network is back.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { status } = useSession();
  const offline = status === 'signedOut' && (!online || sessionCheckUnreachable());
  useEffect(() => {
    if (!offline) return;
    const retry = () => reloadPage();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline]);
  return offline ? <OfflineScreen /> : <>{children}</>;
}
