import { authMessages } from '@mithaq/contract/auth';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

export type AuthMessageKey = keyof typeof authMessages;

const keyByMessage = new Map<string, AuthMessageKey>(
  Object.entries(authMessages).map(([key, message]) => [message, key as AuthMessageKey]),
);

/**
 * A contract message (from a schema or the server) in the UI's language: known messages go through
 * the locale file, anything else is shown as the server wrote it.
 */
export function translateAuthMessage(t: TFunction, message: string): string {
  const key = keyByMessage.get(message);
  return key ? t(`auth.messages.${key}`) : message;
}

/** An answer the server wrote for people (not a network failure or a garbled response). */
function isServerMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.code !== 'http_error' && error.message.trim() !== '';
}

/** What to tell the user about a failed auth call (spec §8): the server's message, else a generic one. */
export function authErrorMessage(t: TFunction, error: unknown): string {
  return isServerMessage(error) ? translateAuthMessage(t, error.message) : t('auth.messages.unexpected');
}
