import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';

type Action = 'deactivate' | 'delete';

const REQUESTS: Record<Action, { path: string; method: string }> = {
  deactivate: { path: '/api/account/deactivate', method: 'POST' },
  delete: { path: '/api/account', method: 'DELETE' },
};

/**
 * Deactivate or delete the account. The server ends every session itself, so this device then
 * forgets its session just as sign-out does, and the /app guard takes the user to /auth.
 */
export function useAccountActions() {
  const { t } = useTranslation();
  const { forgetSession } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Action | null>(null);

  const run = useCallback(
    async (action: Action) => {
      setBusy(action);
      try {
        await apiFetch<unknown>(REQUESTS[action].path, { method: REQUESTS[action].method });
      } catch {
        toast.error(t(action === 'deactivate' ? 'account.management.deactivateFailed' : 'account.management.deleteFailed'));
        setBusy(null);
        return;
      }
      queryClient.clear();
      forgetSession();
      toast.success(t(action === 'deactivate' ? 'account.management.deactivated' : 'account.management.deleted'));
    },
    [forgetSession, queryClient, t],
  );

  return { deactivate: () => run('deactivate'), remove: () => run('delete'), busy };
}
