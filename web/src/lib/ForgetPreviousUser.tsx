import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from './session';

/**
 * Whose data each query cache holds. Kept beside the cache, not in the component: the screens
 * that mount this come and go (the public pages have no cache), and the user may change meanwhile.
 */
const cacheOwners = new WeakMap<QueryClient, string | null>();

/**
 * When the signed-in user leaves — Log Out, a session found dead on refresh, or another account
 * taking over the tab — nothing of theirs stays for the next person at this browser: the data
 * cache goes (matches, likes, the deck are cached under keys without the user). The session
 * itself clears the wizard's saved form and the cached profile (spec §4).
 */
export function ForgetPreviousUser() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  useEffect(() => {
    const owner = cacheOwners.get(queryClient) ?? null;
    if (owner !== null && owner !== userId) queryClient.clear();
    cacheOwners.set(queryClient, userId);
  }, [queryClient, userId]);
  return null;
}
