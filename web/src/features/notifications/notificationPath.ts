import type { NotificationItem } from '@mithaq/contract/push';
import { pushTapPath } from '@mithaq/contract/push';

/** The screen a notification opens: the same routing as a tap on its push (a message's reference is its chat). */
export function notificationPath(item: Pick<NotificationItem, 'type' | 'referenceId'>): string {
  return pushTapPath({ type: item.type, chatId: item.type === 'message' && item.referenceId ? item.referenceId : undefined });
}
