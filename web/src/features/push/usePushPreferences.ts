import type { PushPreferences } from '@mithaq/contract/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { pushPreferencesKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchPushPreferences, savePushPreferences } from './pushApi';

/** Which kinds push (GET/PUT /api/push/preferences); a switch flips at once and flips back if saving fails. */
export function usePushPreferences() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = pushPreferencesKey(user?.id);
  const query = useQuery({ queryKey: key, queryFn: fetchPushPreferences, enabled: user !== null });
  const save = useMutation({
    mutationFn: savePushPreferences,
    onMutate: (next: PushPreferences) => {
      const previous = queryClient.getQueryData<PushPreferences>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error(t('push.preferences.saveFailed'));
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { query, save: (next: PushPreferences) => save.mutate(next) };
}
