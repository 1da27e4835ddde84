import type { GuardianView } from '@mithaq/contract/guardians';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { guardiansKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchGuardians } from './guardiansApi';

/** The member's guardians (GET /api/guardians), and a way to put a changed one in the list. */
export function useGuardians() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = guardiansKey(user?.id);
  const query = useQuery({ queryKey: key, queryFn: fetchGuardians, enabled: user !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const put = (changed: GuardianView) =>
    queryClient.setQueryData<GuardianView[]>(key, (list) => [changed, ...(list ?? []).filter((g) => g.id !== changed.id)]);
  return { query, put, refresh };
}
