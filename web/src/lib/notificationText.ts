import { namingFormerMember } from '@mithaq/contract/formerMember';
import type { NotificationItem } from '@mithaq/contract/push';
import type { TFunction } from 'i18next';
import { serverText } from './serverText';

/**
 * A notification in the UI's language: it is stored as a registry key and its values (issue 31),
 * said here like any server message; a row kept from before keys shows its words as written.
 * One with no `name` left was sent by a member since anonymised (contract formerMember.ts).
 * Apart from serverText.ts, so the push contract (and its zod schemas) stays out of the first
 * page's script, whose error screens need serverText.
 */
export function notificationText(t: TFunction, notification: Pick<NotificationItem, 'key' | 'params' | 'content'>): string {
  const params = namingFormerMember(notification.params, t('profiles.defaults.former'));
  return serverText(t, { key: notification.key ?? undefined, params, message: notification.content ?? '' });
}
