import { accountEndpoints } from '@mithaq/contract/endpoints/account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/callApi';
import { serverText } from '../../lib/serverText';
import { useSession } from '../../lib/session';

type Action = 'deactivate' | 'delete';

/** A refusal the user can act on in the dialog (wrong password, too many tries), not a failure. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 400 || error.status === 429);

/**
 * Deactivate or delete the account. The server ends every session itself, so this device then
 * forgets its session just as sign-out does, and the /app guard takes the user to /auth.
 * Deletion sends the password again; a refusal comes back as the server's message for the
 * dialog to show (null when the account is gone or the failure was toasted).
 */
export function useAccountActions() {
  const { t } = useTranslation();
  const { forgetSession } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Action | null>(null);

  const run = useCallback(
    async (action: Action, request: () => Promise<unknown>): Promise<string | null> => {
      setBusy(action);
      try {
        await request();
      } catch (error) {
        setBusy(null);
        if (action === 'delete' && isRefusal(error)) return serverText(t, error);
        toast.error(t(action === 'deactivate' ? 'account.management.deactivateFailed' : 'account.management.deleteFailed'));
        return null;
      }
      queryClient.clear();
      forgetSession();
      toast.success(t(action === 'deactivate' ? 'account.management.deactivated' : 'account.management.deleted'));
      return null;
    },
    [forgetSession, queryClient, t],
  );

  return {
    deactivate: () => void run('deactivate', () => callApi(accountEndpoints.deactivate)),
    remove: (password: string) => run('delete', () => callApi(accountEndpoints.delete, { body: { password } })),
    busy,
  };
}
