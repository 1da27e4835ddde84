import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';
import { isTransientFailure } from '../../../lib/retry';
import { hasServerKey, messageText } from '../../../lib/serverText';

/** A 404 on any profile action: the profile is gone, inactive, or blocked either way. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

const isBadResponse = (error: unknown) => error instanceof ApiError && error.code === 'invalid_response';

const messageOf = (t: TFunction, error: unknown) => messageText(t, error) ?? t('auth.messages.unexpected');

export function likeFailure(t: TFunction, error: unknown): string {
  return isTransientFailure(error) ? t('discover.messages.likeFailed') : t('discover.errors.likeFailedWith', { message: messageOf(t, error) });
}

export function passFailure(t: TFunction, error: unknown): string {
  return t('discover.errors.passFailed', { message: messageOf(t, error) });
}

/** Adding and removing fail with their own message; an answer we cannot read leaves the state unknown. */
export function favoriteFailure(t: TFunction, error: unknown, wasFavorited: boolean): string {
  if (isBadResponse(error)) return t('discover.errors.favoritesFailed');
  return wasFavorited ? t('discover.errors.unfavoriteFailed') : t('discover.errors.favoriteFailed');
}

/** The server refused the report's reason (too short or too long): the dialog says why, in place. */
export function isReasonRefusal(error: unknown): error is ApiError {
  return hasServerKey(error, 'discover.reasonTooShort', 'discover.reasonTooLong') && error.status === 400;
}

/** The report never reached the server ("submit"), or the server refused it ("report"). */
export function reportFailure(t: TFunction, error: unknown): string {
  return isTransientFailure(error) ? t('discover.errors.submitReportFailed') : t('discover.errors.reportFailed');
}
