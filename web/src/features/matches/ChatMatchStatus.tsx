import type { MatchState } from '@mithaq/contract/matches';
import { LockNotice } from './status/LockNotice';
import { MatchTimerBadge } from './status/MatchTimerBadge';
import { PaymentCard } from './status/PaymentCard';

/**
 * The chat screen's match status (spec §2 Chat): the timer badge, then the payment card while the
 * viewer still has to pay, or the lock notice while they wait for the other to pay.
 */
export function ChatMatchStatus({ match }: { match: MatchState }) {
  const locked = !match.unmatchedAt && !match.chatUnlocked;
  return (
    <div className="flex flex-col gap-3">
      <MatchTimerBadge match={match} />
      {locked && !match.iPaid ? <PaymentCard match={match} /> : null}
      {locked && match.iPaid ? <LockNotice match={match} /> : null}
    </div>
  );
}
