import { likesEndpoints } from '@mithaq/contract/endpoints/likes';
import type { WaitingChats } from '@mithaq/contract/replyOrRelease';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';
import { WAITING_CHATS_KEY } from '../../../lib/queryKeys';
import { useSession } from '../../../lib/session';

/** The chats waiting over a day for the member's reply (reply or release, issue 28), per user. */
const waitingChatsKey = (userId: string | undefined) => [...WAITING_CHATS_KEY, userId ?? 'none'] as const;

export async function fetchWaitingChats(): Promise<WaitingChats> {
  return callApi(likesEndpoints.waiting);
}

export function useWaitingChats() {
  const { user } = useSession();
  return useQuery({ queryKey: waitingChatsKey(user?.id), queryFn: fetchWaitingChats, enabled: user !== null });
}
