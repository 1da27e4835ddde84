import { clientPaths as paths } from '@mithaq/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { adminKeys } from '../../lib/queryKeys';
import { adminErrorText, isAccessRefused } from './adminErrors';
import { fetchStoriesToReview, reviewStory } from './storiesApi';

/** `takeDown`: the story is on the landing page already (the same rejection, told as a take-down). */
type Decision = { matchId: string; signature: string } & ({ approve: true } | { approve: false; reason: string; takeDown: boolean });

/** The Stories tab's stories (waiting, then approved) and its decision; a success refreshes the whole admin cache (the audit log too). */
export function useStoryReview() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: adminKeys.stories, queryFn: fetchStoriesToReview });
  const decide = useMutation({
    mutationFn: (decision: Decision) => reviewStory(decision.matchId, decision.approve ? { approve: true } : { approve: false, reason: decision.reason }),
    onSuccess: async (_done, decision) => {
      const said = decision.approve ? 'admin.stories.approved' : decision.takeDown ? 'admin.stories.takenDown' : 'admin.stories.rejected';
      toast.success(t(said, { signature: decision.signature }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (isAccessRefused(error)) void navigate(paths.adminLogin, { replace: true });
      else toast.error(adminErrorText(t, error, t('admin.stories.failed')));
    },
  });
  return { list, decide };
}

export type StoryReview = ReturnType<typeof useStoryReview>;
