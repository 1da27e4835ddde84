import { tokenEconomy, uiTimings } from '@mithaq/contract/constants';
import type { MatchState } from '@mithaq/contract/matches';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { formatProfile } from '../../profiles/public';
import { useWallet } from '../../tokens/public';
import { payForMatch } from '../matchesApi';
import { matchFailureText } from '../matchFailure';
import { useIdempotencyKeys } from '../useIdempotencyKeys';
import { useRefreshAfterSpend } from '../useRefreshAfterSpend';

/**
 * Pay to unlock a match (normal or express). The wallet refreshes at once; the match itself
 * 1.5 s after success (spec §4), which turns the card into the chat or the lock notice. Until then
 * the card stays busy, so nobody taps twice. With too few tokens in the wallet it says so at
 * once (spec §5, §8 'Insufficient tokens'); the server refuses such a payment all the same. So
 * with the other's question unanswered (issue 28): `toAnswer` takes the member to the answer.
 */
export function usePayment(match: MatchState, toAnswer: () => void) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAfterSpend();
  const keys = useIdempotencyKeys();
  const balance = useWallet().data?.balance;
  const [busy, setBusy] = useState(false);
  const later = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(later.current), []);

  async function pay(express: boolean): Promise<void> {
    if (balance !== undefined && balance < (express ? tokenEconomy.expressUnlockCost : tokenEconomy.unlockCost)) {
      toast.error(t('matches.payment.insufficientTitle'), {
        description: t(express ? 'matches.messages.insufficientExpress' : 'matches.messages.insufficientUnlock'),
      });
      return;
    }
    const name = formatProfile(match.other, t, i18n.language).name;
    // Issue 28: their question is answered first (the server refuses the payment until then).
    if (match.question.theirQuestion && !match.question.myAnswer) {
      toast.error(t('matches.messages.paymentFailedTitle'), { description: t('server.matchQuestion.answerFirst', { name }) });
      toAnswer();
      return;
    }
    const intent = `pay:${match.id}:${express ? 'express' : 'normal'}`;
    setBusy(true);
    try {
      const { chatUnlocked } = await payForMatch(match.id, express, keys.keyFor(intent));
      keys.settle(intent);
      toast.success(chatUnlocked ? t('matches.payment.unlocked') : t('matches.payment.waitingForThem', { name }));
      refresh('wallet');
      later.current = window.setTimeout(() => {
        refresh('matches');
        setBusy(false);
      }, uiTimings.paymentRedirect);
    } catch (error) {
      keys.settle(intent, error);
      toast.error(t('matches.messages.paymentFailedTitle'), { description: matchFailureText(t, error) });
      setBusy(false);
      // A refusal may mean the match moved on (already paid, ended): show what it is now.
      refresh();
    }
  }

  return { pay, busy };
}
