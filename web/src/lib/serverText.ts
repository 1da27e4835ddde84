import type { MessageParams, ServerMessageKey, StaticKey } from '@mithaq/contract/messages';
import type { TFunction } from 'i18next';
import { errorMessageOf } from './errorMessage';
import { ApiError } from './http';
import { RetriesExhaustedError } from './retry';

/** A message as the server sends it in an error body (ApiError keeps the same three fields). */
export interface ServerTextSource {
  key?: string;
  params?: MessageParams;
  message: string;
}

/**
 * Shaped like a registry key ('area.name'). The registry itself (contract/messages.ts) is not in
 * the first script: a key this build does not know finds no text and i18next gives the default.
 */
function hasKeyShape(key: string): key is ServerMessageKey {
  return /^[a-zA-Z]+\.[a-zA-Z0-9]+$/.test(key);
}

/**
 * The one translator of server messages: from the registry key (and its values) in the UI's
 * language. A message without a key, or with a key this build does not know (a newer server),
 * is shown as the server wrote it.
 */
export function serverText(t: TFunction, { key, params, message }: ServerTextSource): string {
  if (!key || !hasKeyShape(key)) return message;
  return t(`server.${key}`, { ...params, defaultValue: message });
}

type KeyOfText = (message: string) => StaticKey | undefined;
let keyOfText: KeyOfText = () => undefined;

/**
 * The registry's text → key lookup (contract/messages.ts `messageKeyOf`), handed over with the
 * English server messages (i18n/english.ts): it holds the whole registry, so it stays out of the
 * first script. Contract texts come from the screens' own code, which loads with it.
 */
export function provideMessageKeys(lookup: KeyOfText): void {
  keyOfText = lookup;
}

/**
 * A fixed contract text the browser produced itself (a zod message of a shared schema), in the
 * UI's language: its key is found in the same registry the server uses.
 */
export function contractText(t: TFunction, message: string): string {
  return serverText(t, { key: keyOfText(message), message });
}

/**
 * Whether `error` is the server's answer carrying one of `keys`. Code decides on the stable key,
 * never on the English sentence, so rewording a message cannot silently change what the app does.
 */
export function hasServerKey(error: unknown, ...keys: ServerMessageKey[]): error is ApiError {
  return error instanceof ApiError && keys.some((key) => key === error.key);
}

/**
 * An answer the server wrote for people: not a lost connection or a garbled answer (status 0),
 * nor a proxy's error page without the server's `{ error }` body ('http_error').
 */
export function isServerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.code !== 'http_error' && error.message.trim() !== '';
}

/** The server's words when it refused with some (see isServerRefusal), else the caller's `fallback`. */
export function refusalText(t: TFunction, error: unknown, fallback: string): string {
  return isServerRefusal(error) ? serverText(t, error) : fallback;
}

/**
 * The message a thrown value carries, in the UI's language: the server's through its key, a
 * contract text the browser threw itself (a location failure) through the registry, anything
 * else as written; null when it carries none.
 */
export function messageText(t: TFunction, error: unknown): string | null {
  const message = errorMessageOf(error);
  if (message === null) return null;
  return error instanceof ApiError ? serverText(t, error) : contractText(t, message);
}

/**
 * The {message} part of the app's own 'Failed to ...: {message}': the server's words, or the
 * app's own for a lost connection and for retries that all failed.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof RetriesExhaustedError) return t('errors.allRetriesFailed');
  if (error instanceof ApiError && error.code === 'network_error') return t('errors.network');
  return messageText(t, error) ?? t('auth.messages.unexpected');
}
