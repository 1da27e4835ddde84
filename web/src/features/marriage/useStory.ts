import type { StoryResponse } from '@mithaq/contract/stories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { matchKeys } from '../../lib/queryKeys';
import { errorText } from '../../lib/serverText';
import { agreeToStory, fetchStory, withdrawStory, writeStory } from './storyApi';

/**
 * The couple's success story in their chat: its state, writing or editing it, agreeing, and
 * withdrawing (or declining) it. Each answer is the new state; the other side refetches when the
 * server announces the match changed (the key is under 'matches').
 */
export function useStory(matchId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: matchKeys.story(matchId), queryFn: () => fetchStory(matchId) });
  const settle = (state: StoryResponse) => queryClient.setQueryData(matchKeys.story(matchId), state);
  const failed = (error: unknown) => toast.error(t('stories.failed', { message: errorText(t, error) }));

  const write = useMutation({
    mutationFn: (story: { body: string; signature: string }) => writeStory(matchId, story),
    onSuccess: (state) => {
      settle(state);
      toast.success(t('stories.saved'));
    },
  });
  const agree = useMutation({ mutationFn: () => agreeToStory(matchId), onSuccess: settle, onError: failed });
  const withdraw = useMutation({
    mutationFn: () => withdrawStory(matchId),
    onSuccess: (state) => {
      settle(state);
      toast.success(t('stories.withdrawn'));
    },
    onError: failed,
  });
  return { state: query.data, write, agree, withdraw };
}

export type StoryActions = ReturnType<typeof useStory>;
