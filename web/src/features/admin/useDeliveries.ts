import type { DeliveryFilter } from '@mithaq/contract/deliveries';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminKeys } from '../../lib/queryKeys';
import { useAdminFailure } from './adminErrors';
import { discardDelivery, fetchDeliveries, retryDelivery } from './deliveriesApi';

/** The Deliveries tab's pages and its two actions; each success refreshes the whole admin cache (the audit log too). */
export function useDeliveries(filter: DeliveryFilter) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: adminKeys.deliveries(filter),
    queryFn: ({ pageParam }) => fetchDeliveries(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const failed = useAdminFailure()(t('admin.deliveries.failed'));
  const retry = useMutation({
    mutationFn: (id: string) => retryDelivery(id),
    onSuccess: async () => {
      toast.success(t('admin.deliveries.retried'));
      await refresh();
    },
    onError: failed,
  });
  const discard = useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: string }) => discardDelivery(id, confirm),
    onSuccess: async () => {
      toast.success(t('admin.deliveries.discarded'));
      await refresh();
    },
    onError: failed,
  });
  return { list, retry, discard };
}

export type Deliveries = ReturnType<typeof useDeliveries>;
