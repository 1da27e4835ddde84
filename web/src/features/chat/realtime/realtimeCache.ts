import { uiTimings } from '@mithaq/contract/constants';
import type { NotificationView } from '@mithaq/contract/realtime';
import { hashKey, type InvalidateQueryFilters, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { fetchMessagesAfter } from '../chatApi';
import { addToHistory, markReadInCache } from '../chatCache';
import { syncedSeq } from '../messageCache';
import type { MessagesData } from '../messageCache';
import { chatKeys, LIKED_LISTS_KEY, matchKeys, notificationKeys, ownProfileKeys, walletKey } from '../../../lib/queryKeys';
import type { RealtimeEvent } from '../../../lib/realtime';

export interface RealtimeCacheOptions {
  userId: string;
  /** The chat on screen: its notifications are not shown (the messages themselves are). */
  viewingMatchId: () => string | null;
  notify: (notification: NotificationView) => void;
  debounceMs?: number;
  /** How soon the active matches (the tab's has-matches flag and badge) are re-checked. */
  matchRecheckMs?: number;
}

/** Queries to mark stale together once `delayMs` has passed since the first of a burst of events. */
function invalidationBatch(queryClient: QueryClient, delayMs: number) {
  const pending = new Map<string, InvalidateQueryFilters>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  function flush() {
    timer = undefined;
    const filters = [...pending.values()];
    pending.clear();
    for (const filter of filters) void queryClient.invalidateQueries(filter);
  }
  return {
    add(...filters: InvalidateQueryFilters[]) {
      for (const filter of filters) pending.set(hashKey(filter.queryKey ?? []), filter);
      timer ??= setTimeout(flush, delayMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}

const activeMatchesHash = hashKey(matchKeys.active);

/**
 * Keeps the TanStack Query cache in step with realtime events: messages go straight into the
 * cached chats; everything else marks queries stale, batched so a burst of events within 200 ms
 * (spec §9) causes one refetch per query rather than one per event. A change to the user's
 * matches re-checks the active ones sooner, after 100 ms (the tab's has-matches flag, spec §4),
 * and leaves them out of the 200 ms batch, which would fetch them a second time.
 */
export function createRealtimeCache(queryClient: QueryClient, options: RealtimeCacheOptions) {
  const { userId, debounceMs = uiTimings.realtimeDebounce, matchRecheckMs = uiTimings.matchRecheck } = options;
  const batch = invalidationBatch(queryClient, debounceMs);
  const recheck = invalidationBatch(queryClient, matchRecheckMs);

  function invalidateSoon(...keys: QueryKey[]) {
    batch.add(...keys.map((queryKey) => ({ queryKey })));
  }

  function matchesChanged() {
    recheck.add({ queryKey: matchKeys.active });
    batch.add({ queryKey: matchKeys.all, predicate: (query) => query.queryHash !== activeMatchesHash });
  }

  function markRead(matchId: string, readerId: string, upToSeq: number) {
    // The other side read mine; or I read theirs (in another tab), which changes my unread counts.
    const readerIsMe = readerId === userId;
    const readMessageOf = readerIsMe ? (senderId: string) => senderId !== userId : (senderId: string) => senderId === userId;
    markReadInCache(queryClient, matchId, readMessageOf, upToSeq);
    if (readerIsMe) {
      matchesChanged();
      invalidateSoon(chatKeys.unread);
    }
  }

  function handle(event: RealtimeEvent) {
    switch (event.type) {
      case 'message.created':
        addToHistory(queryClient, event.message.matchId, [event.message]);
        matchesChanged();
        invalidateSoon(chatKeys.unread);
        return;
      case 'message.read':
        markRead(event.matchId, event.readerId, event.upToSeq);
        return;
      case 'match.updated':
        matchesChanged();
        return;
      case 'tokens.changed':
        invalidateSoon(walletKey(userId));
        return;
      case 'like.received':
        invalidateSoon(LIKED_LISTS_KEY);
        return;
      case 'profile.changed':
        // A moderator approved or took back the badge, removed a picture, or answered a gender
        // correction request: Edit Profile follows without a reload.
        invalidateSoon(...ownProfileKeys(userId));
        return;
      case 'notification.created':
        // The bell's count, even for the chat on screen (reading the chat does not read its notifications).
        invalidateSoon(notificationKeys.all);
        // The badge was hidden (pictures or name changed, maybe on another device): the card and the own profile follow.
        if (event.notification.type === 'verification') invalidateSoon(...ownProfileKeys(userId));
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
    if (reconnected) {
      matchesChanged();
      invalidateSoon(chatKeys.unread, walletKey(userId), LIKED_LISTS_KEY, ...ownProfileKeys(userId));
    }
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
    batch.dispose();
    recheck.dispose();
  }

  return { handle, catchUp, dispose };
}

export type RealtimeCache = ReturnType<typeof createRealtimeCache>;
