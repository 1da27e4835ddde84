import type { ChatMessage, ShieldWarning } from '@mithaq/contract/chat';
import type { PendingMessage } from './useSendMessage';

/** One line of the message list, stored or still on its way. */
export interface MessageView {
  key: string;
  content: string;
  createdAt: string;
  mine: boolean;
  state: 'sent' | 'read' | 'sending' | 'failed';
  /** Set for messages not stored yet (their retry needs it). */
  clientId?: string;
  /** The scam shield's warning on a received message (the server sends it to the recipient only). */
  warning?: ShieldWarning;
}

/**
 * Stored messages, then the user's pending ones. A pending message disappears as soon as the
 * stored copy is there (the realtime event can arrive before the send's own answer).
 */
export function messageViews(stored: readonly ChatMessage[], pending: readonly PendingMessage[], userId: string): MessageView[] {
  const storedClientIds = new Set(stored.map((message) => message.clientId));
  return [
    ...stored.map((message): MessageView => {
      const mine = message.senderId === userId;
      const warning = !mine && message.warning ? { warning: message.warning } : {};
      return { key: message.id, content: message.content, createdAt: message.createdAt, mine, state: mine && message.read ? 'read' : 'sent', ...warning };
    }),
    ...pending
      .filter((message) => !storedClientIds.has(message.clientId))
      .map((message): MessageView => ({ key: message.clientId, clientId: message.clientId, content: message.content, createdAt: message.createdAt, mine: true, state: message.status })),
  ];
}
