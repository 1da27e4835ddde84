import { notificationsEndpoints } from '@mithaq/contract/endpoints/notifications';
import type { NotificationItem } from '@mithaq/contract/push';
import { callApi } from '../../lib/callApi';

export interface NotificationList {
  notifications: NotificationItem[];
  unreadCount: number;
}

/** GET /api/notifications: the newest page (the bell shows the latest; older ones are not paged in). */
export async function fetchNotifications(): Promise<NotificationList> {
  const { notifications, unreadCount } = await callApi(notificationsEndpoints.list);
  return { notifications, unreadCount };
}

/** POST /api/notifications/read: these are seen (read_at set). */
export async function markNotificationsRead(ids: string[]): Promise<void> {
  await callApi(notificationsEndpoints.markRead, { body: { ids } });
}
