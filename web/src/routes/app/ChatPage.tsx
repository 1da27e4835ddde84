import { useParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { ChatError } from '../../features/chat/ChatError';
import { ChatScreen } from '../../features/chat/ChatScreen';
import { useMatch } from '../../features/matches/useMatch';
import { useSession } from '../../lib/session';

/** `/app/chat/:matchId`. The tab bar is hidden here, so the header's back link is the way out. */
export function ChatPage() {
  const { matchId = '' } = useParams();
  const { user } = useSession();
  const match = useMatch(matchId);
  if (match.isPending || !user) return <LoadingIndicator />;
  // A failed refetch of a match already shown keeps the chat on screen.
  if (!match.data) return <ChatError error={match.error} onRetry={() => void match.refetch()} />;
  return <ChatScreen key={matchId} match={match.data} userId={user.id} />;
}
