import { PUSH_PREVIEW_MAX, preferenceOfType, pushMessages, type PushPayload } from '@mithaq/contract/push';
import type { NotificationView } from '@mithaq/contract/realtime';
import { afterCommit } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import { nudgeAfterCommit } from '../../platform/outbox/nudge';
import { queuePushes } from './push-queue-repo';
import * as repo from './repo';

/** What the push shows instead of the defaults (the type's title, the notification's text). */
export interface PushText {
  title?: string;
  body?: string;
}

/** The start of a text, cut at a word when it is longer than a push shows. */
export function pushPreview(text: string, max = PUSH_PREVIEW_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${atWord > max / 2 ? cut.slice(0, atWord) : cut}…`;
}

/** A stored notification as its owner sees it (the socket event and the bell's list). */
export function notificationView(row: Omit<repo.NotificationRow, 'userId' | 'readAt'>): NotificationView {
  return {
    id: row.id,
    type: row.type,
    senderId: row.senderId,
    content: row.content,
    referenceId: row.referenceId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records a notification in the caller's transaction, and queues a push to each of the member's
 * devices whose kind they let push (one statement; no row without devices). The socket
 * delivery and the outbox worker's round follow the commit; nothing here waits for a push service.
 * Resolves with how many pushes were queued.
 */
export async function notify(
  q: Queryable,
  n: { userId: string; type: repo.NotificationType; senderId: string | null; content: string; referenceId?: string | null; now: Date; push?: PushText },
): Promise<number> {
  const row = await repo.insertNotification(q, {
    userId: n.userId,
    type: n.type,
    senderId: n.senderId,
    content: n.content,
    referenceId: n.referenceId ?? null,
    createdAt: n.now,
  });
  const notification = notificationView(row);
  afterCommit(q, { type: 'notification.created', userId: n.userId, notification });
  const payload = pushPayloadOf(notification, n.push);
  const queued = await queuePushes(q, { userId: n.userId, preference: preferenceOfType[row.type], payload, now: n.now });
  if (queued > 0) nudgeAfterCommit(q);
  return queued;
}

/** Ids and short text only: no e-mail, coordinates or picture URL ever travel through a push service. */
function pushPayloadOf(notification: NotificationView, text: PushText | undefined): PushPayload {
  const { type, id, senderId, referenceId } = notification;
  return {
    title: text?.title ?? pushMessages.titles[type],
    body: pushPreview(text?.body ?? notification.content),
    data: {
      type,
      notificationId: id,
      ...(senderId ? { senderId } : {}),
      ...(referenceId ? { referenceId } : {}),
      // Spec §3: a message push names its chat (the match), so a tap can open it.
      ...(type === 'message' && referenceId ? { chatId: referenceId } : {}),
      ...(type === 'test' ? { timestamp: notification.createdAt } : {}),
    },
  };
}
