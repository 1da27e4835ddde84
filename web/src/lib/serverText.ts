import { isServerMessageKey, messageKeyOf, type MessageParams } from '@mithaq/contract/messages';
import type { TFunction } from 'i18next';

/** A message as the server sends it in an error body (ApiError keeps the same three fields). */
export interface ServerTextSource {
  key?: string;
  params?: MessageParams;
  message: string;
}

/**
 * The one translator of server messages: from the registry key (and its values) in the UI's
 * language. A message without a key, or with a key this build does not know (a newer server),
 * is shown as the server wrote it.
 */
export function serverText(t: TFunction, { key, params, message }: ServerTextSource): string {
  if (!key || !isServerMessageKey(key)) return message;
  return t(`server.${key}`, { ...params, defaultValue: message });
}

/**
 * A fixed contract text the browser produced itself (a zod message of a shared schema), in the
 * UI's language: its key is found in the same registry the server uses.
 */
export function contractText(t: TFunction, message: string): string {
  return serverText(t, { key: messageKeyOf(message), message });
}
