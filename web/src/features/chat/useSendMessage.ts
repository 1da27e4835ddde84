import { uiTimings } from '@mithaq/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { isTransientFailure } from '../../lib/retry';
import { matchKeys } from '../../lib/queryKeys';
import { hasServerKey, serverText } from '../../lib/serverText';
import { addToHistory } from './chatCache';
import { sendChatMessage } from './chatApi';
import { useSocketRequest } from './realtime/realtimeProvider';

/** A message shown before the server has stored it. */
export interface PendingMessage {
  /** Made once by the client and reused by every retry, so the server stores it once. */
  clientId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** The member answered the scam shield's question with "Send anyway" (a retry sends that too). */
  confirmContact?: boolean;
}

/**
 * Sending with the spec's guards (§5): nothing blank, nothing while a send is under way, and not
 * the same text again within 500 ms. It goes over the app's socket when one is up (HTTP
 * otherwise). The message shows at once; a network or server failure
 * keeps it on screen as failed, with a retry that reuses its client id.
 */
export function useSendMessage(matchId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const socket = useSocketRequest();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [sending, setSending] = useState(false);
  /** A message the server asked about (a way to talk outside Mithaq), waiting for the member's answer. */
  const [asking, setAsking] = useState<PendingMessage | null>(null);
  const busy = useRef(false);
  const lastSent = useRef<{ content: string; at: number } | null>(null);

  const update = (clientId: string, change: Partial<PendingMessage> | null) =>
    setPending((list) =>
      change ? list.map((message) => (message.clientId === clientId ? { ...message, ...change } : message)) : list.filter((message) => message.clientId !== clientId),
    );

  /** A refusal that no retry can change: say why and drop the message. */
  function refused(error: ApiError) {
    // "Only verified members can write to me": the server's sentence says so.
    if (error.key === 'chat.recipientVerifiedOnly') toast.error(serverText(t, error));
    else if (error.status === 403) toast.error(t('chat.messages.chatLockedTitle'), { description: t('chat.messages.chatLocked') });
    else if (error.status === 404) toast.error(t('matches.messages.notFound'));
    else toast.error(serverText(t, error) || t('chat.messages.sendFailed'));
    // The match has changed under us (ended, still locked, gone): show its current state.
    void queryClient.invalidateQueries({ queryKey: matchKeys.all });
  }

  async function deliver(message: PendingMessage) {
    busy.current = true;
    setSending(true);
    try {
      addToHistory(queryClient, matchId, [await sendChatMessage(socket, matchId, message.clientId, message.content, message.confirmContact)]);
      update(message.clientId, null);
      // The match's last message, timers and turn have changed.
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    } catch (error) {
      if (hasServerKey(error, 'chat.confirmContact')) {
        // Nothing was stored: the message waits, off the list, for "Send anyway" or "Edit message".
        update(message.clientId, null);
        setAsking(message);
      } else if (error instanceof ApiError && !isTransientFailure(error) && error.code !== 'invalid_response') {
        update(message.clientId, null);
        refused(error);
      } else {
        update(message.clientId, { status: 'failed' });
        toast.error(t('chat.messages.sendFailed'));
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  /** Sends `text` (trimmed); false when a guard stopped it, so the draft stays. */
  const send = (text: string): boolean => {
    const content = text.trim();
    const now = Date.now();
    const repeated = lastSent.current?.content === content && now - lastSent.current.at < uiTimings.duplicateSendGuard;
    if (!content || busy.current || repeated) return false;
    lastSent.current = { content, at: now };
    const message: PendingMessage = { clientId: crypto.randomUUID(), content, createdAt: new Date(now).toISOString(), status: 'sending' };
    setPending((list) => [...list, message]);
    void deliver(message);
    return true;
  };

  const retry = (clientId: string) => {
    const message = pending.find((candidate) => candidate.clientId === clientId);
    if (!message || message.status !== 'failed' || busy.current) return;
    update(clientId, { status: 'sending' });
    void deliver({ ...message, status: 'sending' });
  };

  /** "Send anyway": the same message (same client id) with the member's confirmation. */
  const sendAnyway = () => {
    if (!asking || busy.current) return;
    const message: PendingMessage = { ...asking, status: 'sending', confirmContact: true };
    setAsking(null);
    setPending((list) => [...list, message]);
    void deliver(message);
  };

  /** "Edit message": nothing is sent; answers the text, which goes back into the composer. */
  const editInstead = () => {
    setAsking(null);
    return asking?.content ?? '';
  };

  return { pending, sending, send, retry, asking: asking?.content ?? null, sendAnyway, editInstead };
}
