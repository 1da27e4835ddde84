import { sexCorrectionStatusSchema, type AskSexCorrection, type SexCorrectionStatus } from '@mithaq/contract/sexCorrection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';
import { sexCorrectionKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';

const PATH = '/api/profiles/me/sex-correction';

async function fetchSexCorrection(): Promise<SexCorrectionStatus> {
  return parseOrThrow(sexCorrectionStatusSchema, await apiFetch<unknown>(PATH));
}

async function askSexCorrection(input: AskSexCorrection): Promise<SexCorrectionStatus> {
  return parseOrThrow(sexCorrectionStatusSchema, await apiFetch<unknown>(PATH, { method: 'POST', json: input }));
}

/** The member's gender correction request (issue 29): its state, and sending one (the answer goes in the cache). */
export function useSexCorrection() {
  const userId = useSession().user?.id;
  const key = sexCorrectionKey(userId);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: fetchSexCorrection, enabled: Boolean(userId) });
  const ask = useMutation({ mutationFn: askSexCorrection, onSuccess: (answer) => queryClient.setQueryData(key, answer) });
  return { status: query.data, ask };
}

export type SexCorrection = ReturnType<typeof useSexCorrection>;
