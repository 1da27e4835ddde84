import type { ServerMessageKey } from '@mithaq/contract/messages';
import type { NotificationItem } from '@mithaq/contract/push';
import type { notifications } from '../../src/platform/db/schema/notifications';
import { textsFor } from '../../src/platform/texts';

const english = textsFor({ language: 'en' });

/**
 * A notification as an English reader is shown it: its key said with its values, or, for a row
 * kept from before keys, its words. A keyed row that also kept words reads as both, so a test
 * expecting the plain sentence fails on it.
 */
export function englishOf(notification: Pick<NotificationItem, 'key' | 'params' | 'content'>): string {
  const said = notification.key ? english.message(notification.key as ServerMessageKey, notification.params) : '';
  return [said, notification.content ?? ''].filter(Boolean).join(' | ');
}

/** The same for a stored row (server/src/platform/db/schema/notifications.ts). */
export const englishOfRow = (row: Pick<typeof notifications.$inferSelect, 'messageKey' | 'messageParams' | 'content'>) =>
  englishOf({ key: row.messageKey, params: row.messageParams, content: row.content });
