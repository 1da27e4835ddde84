import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../lib/queryKeys';
import { useAdminFailure } from './adminErrors';

interface ReviewQueueOptions<List, Decision> {
  queryKey: QueryKey;
  fetchList: () => Promise<List>;
  send: (decision: Decision) => Promise<unknown>;
  /** The success toast for this decision. */
  doneText: (decision: Decision) => string;
  failedText: string;
}

/**
 * A review tab's list and its one decision (Stories, Corrections): a success is toasted and
 * refreshes the whole admin cache (the counts and the audit log too); a failure is useAdminFailure's.
 */
export function useReviewQueue<List, Decision>({ queryKey, fetchList, send, doneText, failedText }: ReviewQueueOptions<List, Decision>) {
  const queryClient = useQueryClient();
  const failed = useAdminFailure();
  const list = useQuery({ queryKey, queryFn: fetchList });
  const decide = useMutation({
    mutationFn: send,
    onSuccess: async (_done: unknown, decision: Decision) => {
      toast.success(doneText(decision));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: failed(failedText),
  });
  return { list, decide };
}
