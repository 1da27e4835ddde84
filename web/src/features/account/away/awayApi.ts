import { awayStatusSchema, type AwayStatus, type SetAway } from '@mithaq/contract/away';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api';
import { parseOrThrow } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { errorText } from '../../../lib/serverText';

const awayKey = (userId: string | undefined) => ['away', userId ?? 'none'] as const;

async function fetchAway(): Promise<AwayStatus> {
  return parseOrThrow(awayStatusSchema, await apiFetch<unknown>('/api/profiles/me/away'));
}

async function saveAway(input: SetAway): Promise<AwayStatus> {
  return parseOrThrow(awayStatusSchema, await apiFetch<unknown>('/api/profiles/me/away', { method: 'POST', json: input }));
}

async function endAway(): Promise<AwayStatus> {
  return parseOrThrow(awayStatusSchema, await apiFetch<unknown>('/api/profiles/me/away', { method: 'DELETE' }));
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
