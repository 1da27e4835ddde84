import type { MatchState } from '@mithaq/contract/matches';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useProfileActions, type ActionOutcome, type ReportDetails } from '../profiles/public';
import { useFavoriteStatus } from '../likes/public';
import { unmatchMatch, useRefreshAfterSpend } from '../matches/public';

/**
 * The chat menu's actions. Unmatch keeps the user in the (now read-only) chat; block and report
 * end the match on the server too (spec §4), and then the chat has nothing left to show.
 */
export function useChatActions(match: MatchState) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshAfterSpend = useRefreshAfterSpend();
  const profileActions = useProfileActions(useFavoriteStatus());

  const unmatch = async () => {
    try {
      await unmatchMatch(match.id);
    } catch {
      toast.error(t('chat.messages.unmatchFailed'));
    }
    refreshAfterSpend();
  };

  const leaveUnlessFailed = (outcome: ActionOutcome) => {
    refreshAfterSpend('matches');
    if (outcome !== 'failed') void navigate(paths.matches);
  };

  const block = async () => leaveUnlessFailed(await profileActions.block(match.other));

  // From the chat: its last messages go with the report.
  const report = async (details: ReportDetails) => {
    const result = await profileActions.report(match.other, details, { context: 'chat', matchId: match.id });
    leaveUnlessFailed(result.outcome);
    return result;
  };

  const favorite = () => profileActions.favorite(match.other);

  return { unmatch, block, report, favorite, isFavorited: () => profileActions.isFavorited(match.other.id) };
}
