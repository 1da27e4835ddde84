import type { GuardianList, GuardianView } from '@mithaq/contract/guardians';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { guardiansKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchGuardians } from './guardiansApi';

/**
 * The member's guardians and whether they may invite (GET /api/guardians), and a way to put a
 * changed one in the list. After an invitation was mailed the list is fetched again: the server
 * decides what the form says next (the invitations left, the lifetime cap).
 */
export function useGuardians() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = guardiansKey(user?.id);
  const query = useQuery({ queryKey: key, queryFn: fetchGuardians, enabled: user !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const put = (changed: GuardianView, mailed = false) => {
    queryClient.setQueryData<GuardianList>(key, (list) => list && { ...list, guardians: [changed, ...list.guardians.filter((g) => g.id !== changed.id)] });
    if (mailed) void refresh();
  };
  return { query, put, refresh };
}
