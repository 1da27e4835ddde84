import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { matchKeys } from '../../lib/queryKeys';
import { errorText } from '../../lib/serverText';
import { fetchMarriage, keepChat, marriageAction } from './marriageApi';

/**
 * "We got married" in a chat: the match's state (the prompt and the congratulations), saying it
 * (the chat menu), confirming or declining it, and the choice to keep the chat. Both sides
 * refetch it when the server announces the match changed.
 */
export function useMarriage(matchId: string, name: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: matchKeys.marriage(matchId), queryFn: () => fetchMarriage(matchId) });
  const failed = (error: unknown) => toast.error(t('marriage.failed', { message: errorText(t, error) }));

  const act = useMutation({
    mutationFn: (action: 'say' | 'confirm' | 'decline') => marriageAction(matchId, action),
    onSuccess: async (_, action) => {
      if (action === 'say') toast.success(t('marriage.said', { name }));
      await queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
    onError: failed,
  });

  const keep = useMutation({
    mutationFn: (value: boolean) => keepChat(matchId, value),
    onSuccess: (state) => queryClient.setQueryData(matchKeys.marriage(matchId), state),
    onError: failed,
  });

  return { state: query.data, act, keep };
}
