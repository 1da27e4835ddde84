import { useTranslation } from 'react-i18next';
import { adminKeys } from '../../lib/queryKeys';
import { fetchStoriesToReview, reviewStory } from './storiesApi';
import { useReviewQueue } from './useReviewQueue';

/** `takeDown`: the story is on the landing page already (the same rejection, told as a take-down). */
type Decision = { matchId: string; signature: string } & ({ approve: true } | { approve: false; reason: string; takeDown: boolean });

/** The Stories tab's stories (waiting, then approved) and its decision. */
export function useStoryReview() {
  const { t } = useTranslation();
  return useReviewQueue({
    queryKey: adminKeys.stories,
    fetchList: fetchStoriesToReview,
    send: (decision: Decision) => reviewStory(decision.matchId, decision.approve ? { approve: true } : { approve: false, reason: decision.reason }),
    doneText: (decision) => {
      const said = decision.approve ? 'admin.stories.approved' : decision.takeDown ? 'admin.stories.takenDown' : 'admin.stories.rejected';
      return t(said, { signature: decision.signature });
    },
    failedText: t('admin.stories.failed'),
  });
}

export type StoryReview = ReturnType<typeof useStoryReview>;
