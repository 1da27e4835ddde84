import type { ChatMessage } from '@mithaq/contract/chat';
import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../lib/queryKeys';
import { liveReadUpTo, withLiveMessages, withPagedMessages, withReadUpTo, type LiveMessages, type MessagesData } from './messageCache';

/**
 * Adds messages to a chat: always to its live messages (kept even before the chat is opened, and
 * through page fetches), and a catch-up page (`from: 'page'`) to the paged history too, which
 * moves syncedSeq on.
 */
export function addToHistory(queryClient: QueryClient, matchId: string, messages: readonly ChatMessage[], from: 'page' | 'single' = 'single'): void {
  if (messages.length === 0) return;
  queryClient.setQueryData<LiveMessages>(chatKeys.live(matchId), (live) => withLiveMessages(live, messages));
  if (from === 'page') {
    queryClient.setQueryData<MessagesData>(chatKeys.messages(matchId), (data) => (data ? withPagedMessages(data, messages) : data));
  }
}

/** Marks read, in both stores, the messages of the sender `isSender` picks up to `upToSeq`. */
export function markReadInCache(queryClient: QueryClient, matchId: string, isSender: (senderId: string) => boolean, upToSeq: number): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(matchId), (data) => (data ? withReadUpTo(data, isSender, upToSeq) : data));
  queryClient.setQueryData<LiveMessages>(chatKeys.live(matchId), (live) => (live ? liveReadUpTo(live, isSender, upToSeq) : live));
}

/** The chat's live messages, as they are written (nothing is ever fetched for them). */
export function useLiveMessages(matchId: string): LiveMessages | undefined {
  return useQuery<LiveMessages>({ queryKey: chatKeys.live(matchId), queryFn: skipToken }).data;
}
