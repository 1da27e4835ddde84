import { tokensEndpoints } from '@mithaq/contract/endpoints/tokens';
import type { WalletResponse } from '@mithaq/contract/tokens';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/callApi';
import { walletKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';

export async function fetchWallet(): Promise<WalletResponse> {
  return callApi(tokensEndpoints.wallet);
}

/**
 * The token balance and the last 4 transactions (GET /api/tokens/wallet), per signed-in user.
 * Payments, rematches and unmatches invalidate it, realtime tokens.changed events too; coming
 * back to the window re-reads it even when fresh (a timer may have refunded or charged meanwhile).
 */
export function useWallet() {
  const { user } = useSession();
  return useQuery({ queryKey: walletKey(user?.id), queryFn: fetchWallet, enabled: user !== null, refetchOnWindowFocus: 'always' });
}
