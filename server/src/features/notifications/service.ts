import type { ServerMessage } from '@mithaq/contract/messages';
import { PUSH_PREVIEW_MAX, preferenceOfType, pushTitleKeys } from '@mithaq/contract/push';
import type { NotificationView } from '@mithaq/contract/realtime';
import type { Queryable } from '../../platform/db/connect';
import { notifyProcedure } from './procedures';
import type * as repo from './repo';

/** A notification's text as stored: a registry key and its values (contract `serverMessage(...)` or `{ key }`). */
export type NotificationMessage = Pick<ServerMessage, 'key' | 'params'>;

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
    key: row.messageKey,
    params: row.messageParams,
    content: row.content,
    referenceId: row.referenceId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The push kinds as the stored functions take them: each type's preference and push title's registry key. */
export const pushKinds = Object.fromEntries(
  Object.entries(preferenceOfType).map(([type, preference]) => [type, { preference, title: pushTitleKeys[type as repo.NotificationType] }]),
);

/**
 * Records a notification in the caller's transaction, and queues a push to each of the member's
 * devices whose kind they let push (its title the type's, its body the notification's text): one
 * call of mithaq_notify (procedures.ts). The socket delivery and the outbox worker's round follow
 * the commit; nothing here waits for a push service. Resolves with how many pushes were queued.
 */
export async function notify(
  q: Queryable,
  n: { userId: string; type: repo.NotificationType; senderId: string | null; message: NotificationMessage; referenceId?: string | null; now: Date },
): Promise<number> {
  const result = await notifyProcedure.callIn(q, {
    user: n.userId,
    type: n.type,
    sender: n.senderId,
    key: n.message.key,
    params: n.message.params ?? {},
    reference: n.referenceId ?? null,
    now: n.now,
    preference: preferenceOfType[n.type],
    pushTitle: { key: pushTitleKeys[n.type] },
    pushBody: null,
  });
  return result.pushes;
}
