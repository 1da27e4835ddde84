import { profilesEndpoints as endpoints } from '@mithaq/contract/endpoints/profiles';
import type { AskSexCorrection, SexCorrectionStatus } from '@mithaq/contract/sexCorrection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/callApi';
import { sexCorrectionKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';

async function fetchSexCorrection(): Promise<SexCorrectionStatus> {
  return callApi(endpoints.sexCorrection);
}

async function askSexCorrection(input: AskSexCorrection): Promise<SexCorrectionStatus> {
  return callApi(endpoints.askSexCorrection, { body: input });
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
