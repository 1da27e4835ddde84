import { notificationMessageOf, type NotificationType } from '@mithaq/contract/push';
import type { TFunction } from 'i18next';
import { serverText } from './serverText';

/**
 * A notification in the UI's language: it is stored in English (the spec's words), whose registry
 * text and values are found from it; a text the registry does not know is shown as written.
 * Apart from serverText.ts, so the push contract (and its zod schemas) stays out of the first
 * page's script, whose error screens need serverText.
 */
export function notificationText(t: TFunction, notification: { type: NotificationType; content: string }): string {
  const found = notificationMessageOf(notification.type, notification.content);
  return serverText(t, { key: found?.key, params: found?.params, message: notification.content });
}
