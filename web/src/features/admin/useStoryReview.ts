import { clientPaths as paths } from '@mithaq/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { adminKeys } from '../../lib/queryKeys';
import { adminErrorText, isAccessRefused } from './adminErrors';
import { fetchStoriesToReview, reviewStory } from './storiesApi';

type Decision = { matchId: string; signature: string } & ({ approve: true } | { approve: false; reason: string });

/** The Stories tab's queue and its decision; a success refreshes the whole admin cache (the audit log too). */
export function useStoryReview() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: adminKeys.stories, queryFn: fetchStoriesToReview });
  const decide = useMutation({
    mutationFn: (decision: Decision) => reviewStory(decision.matchId, decision.approve ? { approve: true } : { approve: false, reason: decision.reason }),
    onSuccess: async (_done, { approve, signature }) => {
      toast.success(t(approve ? 'admin.stories.approved' : 'admin.stories.rejected', { signature }));
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
