import { adminMessages } from '@mithaq/contract/admin';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { translateContractMessage } from '../profiles/public';

type AdminMessageKey = keyof typeof adminMessages;

const keyByMessage = new Map<string, AdminMessageKey>(
  Object.entries(adminMessages).map(([key, message]) => [message, key as AdminMessageKey]),
);

/** An admin contract message (from a schema or the server) in the UI's language; others as written. */
export function translateAdminMessage(t: TFunction, message: string): string {
  const key = keyByMessage.get(message);
  return key ? t(`admin.messages.${key}`) : translateContractMessage(t, message);
}

const STEP_UP_REFUSALS = new Set<string>([adminMessages.confirmRequired, adminMessages.confirmWrong]);

/** The server wanted the admin's password or a fresh code for a dangerous action: the dialog says so. */
export function isStepUpRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && STEP_UP_REFUSALS.has(error.message);
}

/** The server refused the caller (signed out, or not an admin): the dashboard goes to the login. */
export function isAccessRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403) && !isStepUpRefusal(error);
}

/** The server's words for a refused admin action (a 4xx with a message), else `fallback`. */
export function adminErrorText(t: TFunction, error: unknown, fallback: string): string {
  const said = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'http_error';
  return said && error.message.trim() ? translateAdminMessage(t, error.message) : fallback;
}
