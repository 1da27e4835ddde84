import type { MatchState } from '@mithaq/contract/matches';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useViewingChat } from './realtime/realtimeProvider';
import { GuardianBanner } from '../guardians/public';
import { MarriagePanel } from '../marriage/public';
import { ChatMatchStatus } from '../matches/public';
import { formatProfile } from '../profiles/public';
import { VerificationAskBanner } from '../verification/public';
import { ChatHeader } from './ChatHeader';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { useLiveMessages } from './chatCache';
import { allMessages } from './messageCache';
import { messageViews } from './messageViews';
import { useChatActions } from './useChatActions';
import { useChatMessages } from './useChatMessages';
import { useMarkRead } from './useMarkRead';
import { usePageVisible } from './usePageVisible';
import { useSendMessage } from './useSendMessage';

interface ChatScreenProps {
  match: MatchState;
  userId: string;
}

/**
 * One conversation: header and menu, the match's status, the messages, and the input — which
 * is disabled while the chat is locked and gone once the match has ended (read-only).
 */
export function ChatScreen({ match, userId }: ChatScreenProps) {
  const { t, i18n } = useTranslation();
  const name = formatProfile(match.other, t, i18n.language).name;
  const history = useChatMessages(match.id);
  const sender = useSendMessage(match.id);
  const actions = useChatActions(match);
  const visible = usePageVisible();
  const stored = allMessages(history.data, useLiveMessages(match.id));
  const ended = match.unmatchedAt !== null;
  // Before paying, the payment card carries the guardians' banner; afterwards it stands above the messages.
  const paymentCardShown = !ended && !match.chatUnlocked && !match.iPaid;
  useViewingChat(match.id);
  useMarkRead({ matchId: match.id, userId, messages: stored, enabled: history.isSuccess && visible });

  return (
    <div className="flex h-[calc(100dvh-3rem)] flex-col gap-3">
      <ChatHeader match={match} name={name} />
      <ChatMatchStatus match={match} />
      {ended ? null : <VerificationAskBanner matchId={match.id} name={name} />}
      {ended ? null : <MarriagePanel matchId={match.id} name={name} />}
      {paymentCardShown ? null : <GuardianBanner guardians={match.guardians} />}
      {/* Loading and failure take the list's place, so the input does not jump when it arrives. */}
      {history.isPending ? (
        <div className="flex-1">
          <LoadingIndicator />
        </div>
      ) : null}
      {history.isError && !history.data ? (
        <div className="flex-1">
          <LoadError message={t('chat.messages.loadMessagesFailed')} onRetry={() => void history.refetch()} />
        </div>
      ) : null}
      {history.data ? (
        <MessageList
          messages={messageViews(stored, sender.pending, userId)}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onLoadOlder={() => void history.fetchNextPage()}
          onRetry={sender.retry}
          report={{ name, onReport: actions.report }}
        />
      ) : null}
      {ended ? (
        <p role="status" className="rounded-xl bg-sand-200 px-4 py-3 text-center text-sm text-sand-800">
          {t('chat.readOnly')}
        </p>
      ) : (
        <MessageComposer
          onSend={sender.send}
          disabled={!match.chatUnlocked}
          asking={sender.asking}
          onSendAnyway={sender.sendAnyway}
          onEdit={sender.editInstead}
        />
      )}
    </div>
  );
}
