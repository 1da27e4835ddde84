import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { hasServerKey, isServerRefusal, serverText } from '../../lib/serverText';

/** The server wanted a fresh authenticator code for a dangerous action: the dialog says so. */
export function isStepUpRefusal(error: unknown): error is ApiError {
  return hasServerKey(error, 'admin.confirmRequired', 'admin.confirmWrong') && error.status === 403;
}

/** The server refused the caller (signed out, or not an admin): the dashboard goes to the login. */
export function isAccessRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403) && !isStepUpRefusal(error);
}

/** The server's words for a refused admin action (a 4xx with a message), else `fallback`. */
export function adminErrorText(t: TFunction, error: unknown, fallback: string): string {
  return isServerRefusal(error) && error.status < 500 ? serverText(t, error) : fallback;
}
