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

/** The member's pause (issue 28); setting one puts the server's answer in the cache, a refusal is told as the server said it. */
export function useAway() {
  const { t } = useTranslation();
  const key = awayKey(useSession().user?.id);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: fetchAway, enabled: key[1] !== 'none' });
  const mutation = useMutation({
    mutationFn: saveAway,
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: (error) => toast.error(errorText(t, error)),
  });
  return { status: query.data, save: (input: SetAway) => mutation.mutate(input), busy: mutation.isPending };
}
