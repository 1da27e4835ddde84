import type { ChatMessage } from '@mithaq/contract/chat';
import { uiTimings } from '@mithaq/contract/constants';
import type { NotificationView } from '@mithaq/contract/realtime';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchMessagesAfter } from '../features/chat/chatApi';
import { syncedSeq, withMessages, withReadUpTo } from '../features/chat/messageCache';
import type { MessagesData } from '../features/chat/messageCache';
import { LIKED_LISTS_KEY } from '../features/likes/likesApi';
import { chatKeys, matchKeys, walletKey } from './queryKeys';
import type { RealtimeEvent } from './realtime';

export interface RealtimeCacheOptions {
  userId: string;
  /** The chat on screen: its notifications are not shown (the messages themselves are). */
  viewingMatchId: () => string | null;
  notify: (notification: NotificationView) => void;
  debounceMs?: number;
}

/** Adds `messages` to a chat's cached history if that chat is cached at all. */
export function addToHistory(queryClient: QueryClient, matchId: string, messages: readonly ChatMessage[], from: 'page' | 'single' = 'single'): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(matchId), (data) => (data ? withMessages(data, messages, from) : data));
}

/**
 * Keeps the TanStack Query cache in step with realtime events: messages go straight into the
 * cached chats; everything else marks queries stale, batched so a burst of events within 200 ms
 * (spec §9) causes one refetch per query rather than one per event.
 */
export function createRealtimeCache(queryClient: QueryClient, options: RealtimeCacheOptions) {
  const { userId, debounceMs = uiTimings.realtimeDebounce } = options;
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }

  function invalidateSoon(...keys: QueryKey[]) {
    for (const key of keys) pending.set(JSON.stringify(key), key);
    timer ??= setTimeout(flush, debounceMs);
  }

  function markRead(matchId: string, readerId: string, upToSeq: number) {
    // The other side read mine; or I read theirs (in another tab), which changes my unread counts.
    const readerIsMe = readerId === userId;
    const readMessageOf = readerIsMe ? (senderId: string) => senderId !== userId : (senderId: string) => senderId === userId;
    queryClient.setQueryData<MessagesData>(chatKeys.messages(matchId), (data) => (data ? withReadUpTo(data, readMessageOf, upToSeq) : data));
    if (readerIsMe) invalidateSoon(matchKeys.all, chatKeys.unread);
  }

  function handle(event: RealtimeEvent) {
    switch (event.type) {
      case 'message.created':
        addToHistory(queryClient, event.message.matchId, [event.message]);
        invalidateSoon(matchKeys.all, chatKeys.unread);
        return;
      case 'message.read':
        markRead(event.matchId, event.readerId, event.upToSeq);
        return;
      case 'match.updated':
        invalidateSoon(matchKeys.all);
        return;
      case 'tokens.changed':
        invalidateSoon(walletKey(userId));
        return;
      case 'like.received':
        invalidateSoon(LIKED_LISTS_KEY);
        return;
      case 'notification.created':
        if (event.notification.referenceId === null || event.notification.referenceId !== options.viewingMatchId()) {
          options.notify(event.notification);
        }
        return;
    }
  }

  /**
   * Once the socket is ready: fetch what each cached chat missed while there was no socket (also
   * on the first connection, since a chat may have loaded before it), and after a reconnect
   * refresh everything else that events could have changed meanwhile.
   */
  async function catchUp(reconnected: boolean): Promise<void> {
    if (reconnected) invalidateSoon(matchKeys.all, chatKeys.unread, walletKey(userId), LIKED_LISTS_KEY);
    const chats = queryClient.getQueriesData<MessagesData>({ queryKey: [...chatKeys.all, 'messages'] });
    await Promise.all(
      chats.map(async ([key, data]) => {
        const matchId = key[2];
        if (typeof matchId !== 'string' || !data) return;
        try {
          addToHistory(queryClient, matchId, await fetchMessagesAfter(matchId, syncedSeq(data)), 'page');
        } catch {
          // The chat may be gone (unmatched, blocked); its own query will show that when used.
          void queryClient.invalidateQueries({ queryKey: key });
        }
      }),
    );
  }

  function dispose() {
    clearTimeout(timer);
    timer = undefined;
    pending.clear();
  }

  return { handle, catchUp, dispose };
}

export type RealtimeCache = ReturnType<typeof createRealtimeCache>;
