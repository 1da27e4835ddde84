import type { MessageParams, ServerMessage } from '@mithaq/contract/messages';
import { PUSH_PREVIEW_MAX, preferenceOfType, pushTitleKeys, type PushPayload } from '@mithaq/contract/push';
import type { NotificationView } from '@mithaq/contract/realtime';
import { afterCommit } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import { nudgeAfterCommit } from '../../platform/outbox/nudge';
import type { MemberTexts } from '../../platform/texts';
import { textsForMember } from '../language/service';
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

/** What a notification says: a registry key (and its values), written in the member's language. */
export type NotificationMessage = Pick<ServerMessage, 'key' | 'params'>;

/** A stored notification as its owner sees it (the socket event and the bell's list). */
export function notificationView(row: Omit<repo.NotificationRow, 'userId' | 'readAt'>): NotificationView {
  return {
    id: row.id,
    type: row.type,
    senderId: row.senderId,
    content: row.content,
    ...(row.messageKey ? { key: row.messageKey } : {}),
    ...(row.messageParams ? { params: row.messageParams as MessageParams } : {}),
    referenceId: row.referenceId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records a notification in the caller's transaction, and queues a push to each of the member's
 * devices whose kind they let push (one statement; no row without devices). Both are written in
 * the member's language; the row keeps the key too, so the app can show it in another. The
 * socket delivery and the outbox worker's round follow the commit; nothing here waits for a push
 * service. Resolves with how many pushes were queued.
 */
export async function notify(
  q: Queryable,
  n: { userId: string; type: repo.NotificationType; senderId: string | null; message: NotificationMessage; referenceId?: string | null; now: Date; push?: PushText },
): Promise<number> {
  const texts = await textsForMember(q, n.userId);
  const row = await repo.insertNotification(q, {
    userId: n.userId,
    type: n.type,
    senderId: n.senderId,
    content: texts.message(n.message.key, n.message.params),
    messageKey: n.message.key,
    messageParams: n.message.params ?? null,
    referenceId: n.referenceId ?? null,
    createdAt: n.now,
  });
  const notification = notificationView(row);
  afterCommit(q, { type: 'notification.created', userId: n.userId, notification });
  const payload = pushPayloadOf(texts, notification, n.push);
  const queued = await queuePushes(q, { userId: n.userId, preference: preferenceOfType[row.type], payload, now: n.now });
  if (queued > 0) nudgeAfterCommit(q);
  return queued;
}

/** Ids and short text only: no e-mail, coordinates or picture URL ever travel through a push service. */
function pushPayloadOf(texts: MemberTexts, notification: NotificationView, text: PushText | undefined): PushPayload {
  const { type, id, senderId, referenceId } = notification;
  return {
    title: text?.title ?? texts.message(pushTitleKeys[type]),
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
