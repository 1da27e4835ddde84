import { walletResponseSchema } from '@mithaq/contract/tokens';
import type { WalletResponse } from '@mithaq/contract/tokens';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { invalidResponseError } from '../../lib/http';
import { walletKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';

export async function fetchWallet(): Promise<WalletResponse> {
  const parsed = walletResponseSchema.safeParse(await apiFetch<unknown>('/api/tokens/wallet'));
  if (!parsed.success) throw invalidResponseError();
  return parsed.data;
}

/** The token balance and the last 4 transactions (GET /api/tokens/wallet), per signed-in user. */
export function useWallet() {
  const { user } = useSession();
  return useQuery({ queryKey: walletKey(user?.id), queryFn: fetchWallet, enabled: user !== null });
}
