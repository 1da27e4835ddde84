import type { ChatMessage } from '@mithaq/contract/chat';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { chatKeys } from '../../../lib/queryKeys';
import { useSession } from '../../../lib/session';
import { fetchHistory } from '../matchesApi';

/** Under the chat's own key, so a realtime message event refreshes this view too. */

function MessageItem({ message, mine, otherName }: { message: ChatMessage; mine: boolean; otherName: string }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={`flex max-w-[85%] flex-col gap-0.5 rounded-2xl px-3 py-2 ${mine ? 'self-end bg-brand-700 text-white' : 'self-start bg-sand-100 text-sand-900'}`}>
      <span className="text-xs font-semibold opacity-80">{mine ? t('unmatched.you') : otherName}</span>
      <p dir="auto" className="whitespace-pre-wrap break-words">
        {message.content}
      </p>
      <time dateTime={message.createdAt} className="text-xs opacity-80">
        {when.format(new Date(message.createdAt))}
      </time>
    </li>
  );
}

/** The read-only messages of an ended match (the newest 100, oldest first). */
export function ChatHistory({ matchId, otherName }: { matchId: string; otherName: string }) {
  const { t } = useTranslation();
  const myId = useSession().user?.id;
  const history = useQuery({ queryKey: chatKeys.history(matchId), queryFn: () => fetchHistory(matchId) });
  if (history.isError) return <LoadError message={t('chat.messages.loadMessagesFailed')} onRetry={() => void history.refetch()} />;
  if (!history.data) return <LoadingIndicator size="sm" />;
  if (history.data.messages.length === 0) return <p className="text-sand-700">{t('unmatched.historyEmpty')}</p>;
  return (
    <ol aria-label={t('unmatched.historyTitle', { name: otherName })} className="flex flex-col gap-2">
      {history.data.messages.map((message) => (
        <MessageItem key={message.id} message={message} mine={message.senderId === myId} otherName={otherName} />
      ))}
    </ol>
  );
}
