import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { marketingKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchMarketing, saveMarketing } from './accountApi';

/**
 * The member's news consent, shared by the /app prompt and the Account page's setting. The server
 * decides whether to ask (never answered, or a "no" 12 months ago); saving puts its answer in the
 * cache, so the prompt goes away and the setting shows the new value at once.
 */
export function useMarketing() {
  const { t } = useTranslation();
  const userId = useSession().user?.id;
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: marketingKey(userId), queryFn: fetchMarketing, enabled: userId !== undefined });
  const mutation = useMutation({
    mutationFn: saveMarketing,
    onSuccess: (answer) => queryClient.setQueryData(marketingKey(userId), answer),
    onError: () => toast.error(t('accountControls.marketing.saveFailed')),
  });
  return { consent: query.data, save: (consent: boolean) => mutation.mutate(consent), busy: mutation.isPending };
}
