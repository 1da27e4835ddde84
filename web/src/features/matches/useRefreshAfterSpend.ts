import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { matchKeys, walletKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';

/**
 * After anything that moves tokens or changes a match (payment, rematch, unmatch): the wallet
 * and every match query are stale. `what` narrows it when only one of them changed yet.
 */
export function useRefreshAfterSpend() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useCallback(
    (what: 'all' | 'wallet' | 'matches' = 'all') => {
      if (what !== 'matches') void queryClient.invalidateQueries({ queryKey: walletKey(userId) });
      if (what !== 'wallet') void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
    [queryClient, userId],
  );
}
