import { tokenEconomy } from '@mithaq/contract/constants';
import type { MatchState } from '@mithaq/contract/matches';
import { CircleCheck, CircleDashed, Coins, Zap } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/buttonStyles';
import { GuardianBanner } from '../../guardians/public';
import { formatProfile } from '../../profiles/public';
import { useWallet } from '../../tokens/public';
import { IntentionDifferences } from './IntentionDifferences';
import { AnswerTheirQuestion, TheirAnswer } from './MatchQuestion';
import { usePayment } from './usePayment';

/**
 * While the chat is locked and the viewer has not paid: the cost, where intentions differ, the
 * other's question to answer and their answer to the viewer's (issue 28), who has paid, the balance, Pay.
 */
export function PaymentCard({ match }: { match: MatchState }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const wallet = useWallet();
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const { pay, busy } = usePayment(match, () => answerRef.current?.focus());
  const name = formatProfile(match.other, t, i18n.language).name;
  const StatusIcon = match.theyPaid ? CircleCheck : CircleDashed;
  return (
    <section aria-labelledby={titleId} aria-busy={busy} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-lg font-bold text-sand-900">
        {t('matches.payment.title', { name })}
      </h2>
      <p className="text-sand-700">
        {t('matches.payment.explanation', { unlock: tokenEconomy.unlockCost, express: tokenEconomy.expressUnlockCost })}
      </p>
      <GuardianBanner guardians={match.guardians} />
      <IntentionDifferences match={match} />
      <AnswerTheirQuestion match={match} answerRef={answerRef} />
      <TheirAnswer match={match} />
      <p className={`flex items-center gap-2 text-sm font-medium ${match.theyPaid ? 'text-brand-700' : 'text-sand-600'}`}>
        <StatusIcon aria-hidden="true" className="size-4 shrink-0" />
        {match.theyPaid ? t('matches.payment.theyPaid', { name }) : t('matches.payment.theyHaveNotPaid', { name })}
      </p>
      {wallet.data ? (
        <p className="flex items-baseline gap-2">
          <span className="text-sm font-medium text-sand-600">{t('matches.payment.balance')}</span>
          <span className="font-bold text-brand-900" data-testid="payment-balance">
            {t('tokens.wallet.balanceValue', { count: wallet.data.balance })}
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} className={buttonClasses('primary')} onClick={() => void pay(false)}>
          <Coins aria-hidden="true" className="size-5" />
          {t('matches.payment.pay', { count: tokenEconomy.unlockCost })}
        </button>
        <button type="button" disabled={busy} className={buttonClasses('secondary')} onClick={() => void pay(true)}>
          <Zap aria-hidden="true" className="size-5" />
          {t('matches.payment.express', { count: tokenEconomy.expressUnlockCost })}
        </button>
      </div>
      {busy ? (
        <p role="status" className="text-sm text-sand-600">
          {t('matches.payment.paying')}
        </p>
      ) : null}
    </section>
  );
}
