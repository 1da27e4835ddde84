import { tokenEconomy } from '@mithaq/contract/constants';
import type { MatchState } from '@mithaq/contract/matches';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { useMarriage } from '../marriage/public';
import { MatchAvatar } from '../matches/public';
import { InactiveBadge } from '../profiles/public';
import { useVerificationAsk } from '../verification/public';
import { ChatMenu } from './ChatMenu';
import { ChatProfileDialog } from './ChatProfileDialog';
import { useChatActions } from './useChatActions';

interface ChatHeaderProps {
  match: MatchState;
  /** The other person's display name. */
  name: string;
}

/** Back to Matches, who this chat is with, and the chat menu. */
export function ChatHeader({ match, name }: ChatHeaderProps) {
  const { t } = useTranslation();
  const actions = useChatActions(match);
  const [profileOpen, setProfileOpen] = useState(false);
  const verificationAsk = useVerificationAsk(match.id, name);
  const marriage = useMarriage(match.id, name);
  const ended = match.unmatchedAt !== null;
  // Anonymised after 2 years: the history stays readable, but there is no profile to open.
  const former = match.other.former;
  const who = (
    <>
      <MatchAvatar profile={match.other} name={name} size="sm" />
      <bdi className="truncate">{name}</bdi>
      <VerifiedBadge verified={match.other.verified} size="sm" />
      <InactiveBadge inactive={match.other.inactive} />
    </>
  );
  const unmatchCost = match.chatUnlocked ? tokenEconomy.unmatchPenaltyUnlocked : tokenEconomy.unmatchPenaltyLocked;
  return (
    <header className="flex items-center gap-2">
      <Link
        to={paths.matches}
        aria-label={t('app.backToMatches')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-sand-200"
      >
        {/* The arrow points "back", which is to the right in right-to-left languages. */}
        <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      </Link>
      <h1 className="min-w-0 flex-1 text-lg font-bold text-sand-900">
        {former ? (
          <span className="flex w-full items-center gap-3 p-1">{who}</span>
        ) : (
          <button type="button" onClick={() => setProfileOpen(true)} className="flex w-full items-center gap-3 rounded-xl p-1 text-start hover:bg-sand-100">
            {who}
          </button>
        )}
      </h1>
      <ChatMenu
        name={name}
        unmatchCost={ended ? null : unmatchCost}
        onViewProfile={former ? null : () => setProfileOpen(true)}
        onAskToVerify={!ended && verificationAsk.state?.mayAsk ? () => verificationAsk.ask.mutate() : null}
        onMarried={!ended && marriage.state?.mayAsk ? () => marriage.act.mutate('say') : null}
        onUnmatch={() => void actions.unmatch()}
        onBlock={() => void actions.block()}
        onReport={actions.report}
      />
      <ChatProfileDialog
        profile={match.other}
        name={name}
        open={profileOpen && !former}
        onOpenChange={setProfileOpen}
        favorited={actions.isFavorited()}
        onFavorite={actions.favorite}
        onBlock={() => void actions.block()}
        onReport={actions.report}
      />
    </header>
  );
}
