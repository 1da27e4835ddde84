import { notificationListSchema } from '@mithaq/contract/push';
import type { NotificationItem } from '@mithaq/contract/push';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

export interface NotificationList {
  notifications: NotificationItem[];
  unreadCount: number;
}

/** GET /api/notifications: the newest page (the bell shows the latest; older ones are not paged in). */
export async function fetchNotifications(): Promise<NotificationList> {
  const { notifications, unreadCount } = parseOrThrow(notificationListSchema, await apiFetch<unknown>('/api/notifications'));
  return { notifications, unreadCount };
}

/** POST /api/notifications/read: these are seen (read_at set). */
export async function markNotificationsRead(ids: string[]): Promise<void> {
  await apiFetch<unknown>('/api/notifications/read', { method: 'POST', json: { ids } });
}
