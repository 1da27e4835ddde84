import type { AwayStatus, SetAway } from '@mithaq/contract/away';
import { awayEndpoints } from '@mithaq/contract/endpoints/away';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { callApi } from '../../../lib/callApi';
import { useSession } from '../../../lib/session';
import { errorText } from '../../../lib/serverText';

const awayKey = (userId: string | undefined) => ['away', userId ?? 'none'] as const;

async function fetchAway(): Promise<AwayStatus> {
  return callApi(awayEndpoints.status);
}

async function saveAway(input: SetAway): Promise<AwayStatus> {
  return callApi(awayEndpoints.set, { body: input });
}

async function endAway(): Promise<AwayStatus> {
  return callApi(awayEndpoints.end);
}

/**
 * The member's pause (issue 28); setting or ending one puts the server's answer in the cache, a
 * refusal is told as the server said it.
 */
export function useAway() {
  const { t } = useTranslation();
  const key = awayKey(useSession().user?.id);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: fetchAway, enabled: key[1] !== 'none' });
  const change = {
    onSuccess: (answer: AwayStatus) => queryClient.setQueryData(key, answer),
    onError: (error: Error) => toast.error(errorText(t, error)),
  };
  const saving = useMutation({ mutationFn: saveAway, ...change });
  const ending = useMutation({ mutationFn: endAway, ...change });
  return {
    status: query.data,
    save: (input: SetAway) => saving.mutate(input),
    end: () => ending.mutate(),
    busy: saving.isPending || ending.isPending,
  };
}
