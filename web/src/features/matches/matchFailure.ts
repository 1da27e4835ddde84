import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { refusalText } from '../../lib/serverText';

/**
 * What went wrong with a payment or rematch, in the spec's words (spec §8 'Payment'): the server's
 * refusal (a rematch refusal names the member itself), else the app's own words.
 */
export function matchFailureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.code === 'network_error') return t('errors.network');
  if (error instanceof ApiError && error.code === 'invalid_response') return t('matches.payment.unexpectedFormat');
  // An answer without the server's { error } body (a proxy's 502 page, say) says nothing useful.
  return refusalText(t, error, t('auth.messages.unexpected'));
}
