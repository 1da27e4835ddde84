import { clientPaths as paths } from '@mithaq/contract/routes';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/buttonStyles';
import { useVerificationAsk } from './useVerificationAsk';

/**
 * Above the chat's messages while a request to verify is open ("Verification requested · 6 days
 * left", with the way to the badge for the asked member), or once it expired unmet (the asker
 * may end the match at no cost). Nothing once it is met: the badge says it.
 */
export function VerificationAskBanner({ matchId, name }: { matchId: string; name: string }) {
  const { t } = useTranslation();
  const { state, end } = useVerificationAsk(matchId, name);
  const ask = state?.ask;
  if (!ask || ask.status === 'met') return null;
  const text =
    ask.status === 'open'
      ? t('photoSafety.ask.open', { count: ask.daysLeft })
      : t(ask.mine ? 'photoSafety.ask.expiredMine' : 'photoSafety.ask.expiredTheirs', { name });
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
      <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1">{text}</span>
      {ask.status === 'open' && !ask.mine ? (
        <Link to={paths.account} className="font-semibold underline underline-offset-2">
          {t('photoSafety.ask.verifyNow')}
        </Link>
      ) : null}
      {ask.mayEnd ? (
        <button type="button" className={buttonClasses('secondary')} disabled={end.isPending} onClick={() => end.mutate()}>
          {t('photoSafety.ask.end')}
        </button>
      ) : null}
    </div>
  );
}
