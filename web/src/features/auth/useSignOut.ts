import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSession } from '../../lib/session';
import { forgetThisDevice } from '../push/public';

/**
 * Signs out and says so (spec §8). The user is always signed out locally; if the server could not
 * end its session the toast says that instead. The /app guard then takes the user to /auth.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async () => {
    setBusy(true);
    try {
      // While still signed in: the server must forget this device, or it would push to the next user.
      await forgetThisDevice();
      const result = await signOut();
      if (result === 'signedOut') toast.success(t('auth.messages.signedOut'));
      else toast.warning(t('auth.messages.signOutIssue'));
    } finally {
      setBusy(false);
    }
  }, [signOut, t]);

  return { signOut: run, busy };
}
