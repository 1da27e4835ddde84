import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { matchKeys } from '../../lib/queryKeys';
import { errorText } from '../../lib/serverText';
import { askToVerify, endAfterUnmetAsk, fetchVerificationAsk } from './verificationAskApi';

/**
 * "Ask a match to verify" in a chat: the match's request (the banner), asking (the chat menu)
 * and ending the match at no cost once it expired unmet. Both sides' screens refetch it when the
 * server announces the match changed (asked, met, expired).
 */
export function useVerificationAsk(matchId: string, name: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: matchKeys.verificationAsk(matchId), queryFn: () => fetchVerificationAsk(matchId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: matchKeys.all });

  const ask = useMutation({
    mutationFn: () => askToVerify(matchId),
    onSuccess: async () => {
      toast.success(t('photoSafety.ask.sent', { name }));
      await refresh();
    },
    onError: (error) => toast.error(t('photoSafety.ask.failed', { message: errorText(t, error) })),
  });

  const end = useMutation({
    mutationFn: () => endAfterUnmetAsk(matchId),
    onSuccess: async () => {
      toast.success(t('photoSafety.ask.ended'));
      await refresh();
    },
    onError: (error) => toast.error(t('photoSafety.ask.endFailed', { message: errorText(t, error) })),
  });

  return { state: query.data, ask, end };
}
