import { pushPayloadSchema, pushTapPath } from '@mithaq/contract/push';
import type { PushData, PushPayload } from '@mithaq/contract/push';

/**
 * What the service worker shows for a push and where a tap on it leads. Kept free of window and
 * worker APIs so the worker, the native wrapper and unit tests share it.
 */

const APP_NAME = 'Mithaq';
const ICON = '/icons/icon-192.png';

/** Pushes of one chat share a tag, so a new message replaces the chat's last one instead of piling up. */
export function notificationTag(data: PushData): string {
  if (data.type === 'message' && data.chatId) return `chat-${data.chatId}`;
  return data.notificationId ? `notification-${data.notificationId}` : `type-${data.type}`;
}

/** The push's JSON if it is one of ours; null for anything else (it is still shown, as a bare notice). */
export function parsePushPayload(json: unknown): PushPayload | null {
  const parsed = pushPayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The title and options for showNotification. `renotify` is not in TypeScript's lib yet. */
export function notificationFor(payload: PushPayload | null): { title: string; options: NotificationOptions & { renotify?: boolean } } {
  if (!payload) return { title: APP_NAME, options: { icon: ICON, tag: 'mithaq', data: null } };
  const tag = notificationTag(payload.data);
  return {
    title: payload.title || APP_NAME,
    options: {
      // A message push of a member who hides message text has a title only: no body at all.
      body: payload.body || undefined,
      icon: ICON,
      tag,
      // A replaced chat notification still alerts: it is a new message.
      renotify: tag.startsWith('chat-'),
      data: { type: payload.data.type, chatId: payload.data.chatId ?? null },
    },
  };
}

const tapDataSchema = pushPayloadSchema.shape.data.pick({ type: true, chatId: true }).partial();

/** Where a tap on a notification leads (spec §8), from the data notificationFor stored on it. */
export function tapPathOf(data: unknown): string {
  const record = typeof data === 'object' && data !== null ? { ...data } : {};
  if ('chatId' in record && record.chatId === null) delete record.chatId;
  const parsed = tapDataSchema.safeParse(record);
  return pushTapPath(parsed.success ? parsed.data : null);
}
