import type { MatchState } from '@mithaq/contract/matches';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatProfile } from '../../profiles/public';
import { formatCountdown } from '../matchTime';
import { useNow } from '../useNow';
import { AwayPausedBadge } from './AwayPausedBadge';
import { currentTimer, type MatchTimer } from './matchTimer';

const TONE: Record<MatchTimer['kind'], string> = {
  payment: 'bg-amber-50 text-amber-900 ring-amber-200',
  initial: 'bg-brand-50 text-brand-900 ring-brand-200',
  myTurn: 'bg-red-50 text-red-900 ring-red-200',
  theirTurn: 'bg-sand-100 text-sand-800 ring-sand-200',
};

function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const now = useNow();
  return <span className="font-semibold tabular-nums">{formatCountdown(t, Date.parse(expiresAt) - now)}</span>;
}

/** What the running timer is about and its countdown, ticking every second; nothing once ended. */
export function MatchTimerBadge({ match }: { match: MatchState }) {
  const { t, i18n } = useTranslation();
  const timer = currentTimer(match);
  if (!timer) return null;
  if (timer.kind === 'theirTurn' && match.other.away) return <AwayPausedBadge match={match} until={match.other.away.until} />;
  const name = formatProfile(match.other, t, i18n.language).name;
  const labels: Record<MatchTimer['kind'], string> = {
    payment: t('matches.timer.payment'),
    initial: t('matches.timer.initial'),
    myTurn: t('matches.timer.myTurn'),
    theirTurn: t('matches.timer.theirTurn', { name }),
  };
  return (
    // role="timer" is not announced on every tick, unlike a live region.
    <p role="timer" className={`flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-full px-4 py-2 text-sm ring-1 ${TONE[timer.kind]}`}>
      <Hourglass aria-hidden="true" className="size-4 shrink-0" />
      <span>{labels[timer.kind]}</span>
      <Countdown expiresAt={timer.expiresAt} />
    </p>
  );
}
