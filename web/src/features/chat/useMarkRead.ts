import type { ChatMessage } from '@mithaq/contract/chat';
import { uiTimings } from '@mithaq/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatKeys, matchKeys } from '../../lib/queryKeys';
import { isTransientFailure, withRetry } from '../../lib/retry';
import { markChatRead } from './chatApi';
import { useSocketRequest } from './realtime/realtimeProvider';
import { markReadInCache } from './chatCache';

/**
 * Spec §8: up to 3 retries on transient failures, backing off exponentially from 1 s (1, 2, 4 s:
 * always under the spec's 5 s cap).
 */
const MARK_READ_ATTEMPTS = 4;
const MARK_READ_FIRST_RETRY_MS = 1000;

/** The newest message from the other side that is still unread (0: none). */
function newestUnreadSeq(messages: readonly ChatMessage[], userId: string): number {
  return messages.reduce((max, message) => (!message.read && message.senderId !== userId ? Math.max(max, message.seq) : max), 0);
}

interface MarkReadOptions {
  matchId: string;
  userId: string;
  messages: readonly ChatMessage[];
  /** False while the history is loading or the tab is hidden: nothing is being read then. */
  enabled: boolean;
}

/**
 * Marks the other side's messages read while the chat is on screen (spec §4): 2 s after the
 * chat is opened, and 1 s after unread messages load or arrive. Failures are only logged.
 */
export function useMarkRead({ matchId, userId, messages, enabled }: MarkReadOptions) {
  const queryClient = useQueryClient();
  const socket = useSocketRequest();
  const unreadSeq = newestUnreadSeq(messages, userId);
  const latest = useRef({ unreadSeq, enabled });
  const inFlight = useRef(false);
  // Bumped when a request comes back and something newer is still unread (see below).
  const [leftOver, setLeftOver] = useState(0);
  useEffect(() => {
    latest.current = { unreadSeq, enabled };
  }, [unreadSeq, enabled]);

  const markNow = useCallback(async () => {
    const upToSeq = latest.current.unreadSeq;
    if (!latest.current.enabled || upToSeq === 0 || inFlight.current) return;
    inFlight.current = true;
    try {
      await withRetry(() => markChatRead(socket, matchId, upToSeq), {
        attempts: MARK_READ_ATTEMPTS,
        initialDelayMs: MARK_READ_FIRST_RETRY_MS,
        shouldRetry: isTransientFailure,
      });
      markReadInCache(queryClient, matchId, (senderId) => senderId !== userId, upToSeq);
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    } catch (error) {
      console.warn('Could not mark messages as read', error);
    } finally {
      inFlight.current = false;
      // A message that arrived while this request travelled was left out of it, and its own
      // timer found the request busy: go again (1 s after, as for any arrival).
      if (latest.current.unreadSeq > upToSeq) setLeftOver((n) => n + 1);
    }
  }, [matchId, userId, queryClient, socket]);

  // Opened (or shown again after the tab was hidden): mark read after 2 s.
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => void markNow(), uiTimings.markReadDelay);
    return () => clearTimeout(timer);
  }, [enabled, markNow]);

  // Unread messages loaded or arrived (or were left over): mark read after 1 s.
  useEffect(() => {
    if (!enabled || unreadSeq === 0) return;
    const timer = setTimeout(() => void markNow(), uiTimings.markReadDelayAfterLoad);
    return () => clearTimeout(timer);
  }, [enabled, unreadSeq, leftOver, markNow]);
}
