import type { MatchState } from '@mithaq/contract/matches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { matchKeys } from '../../../lib/queryKeys';
import { errorText } from '../../../lib/serverText';
import { answerMatchQuestion } from '../matchesApi';

/**
 * Sends the answer to the other member's question (issue 28). The match the server answers
 * replaces the cached one at once, so the card shows the answer; the other's screen hears of it
 * through match.changed.
 */
export function useMatchAnswer(match: MatchState) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) => answerMatchQuestion(match.id, answer),
    onSuccess: (updated) => {
      queryClient.setQueryData(matchKeys.one(match.id), updated);
      toast.success(t('matchQuestion.card.saved'));
    },
    onError: (error) => {
      toast.error(t('matchQuestion.card.failed'), { description: errorText(t, error) });
      // A refusal may mean the match moved on (unlocked, ended): show what it is now.
      void queryClient.invalidateQueries({ queryKey: matchKeys.one(match.id) });
    },
  });
}
