import { geoMessages } from '@mithaq/contract/geo';
import { pictureMessages, profileMessages } from '@mithaq/contract/profiles';
import { tokenMessages } from '@mithaq/contract/tokens';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { errorMessageOf } from '../../lib/errorMessage';
import { RetriesExhaustedError } from '../../lib/retry';

type ProfileKey = keyof typeof profileMessages;
type PictureKey = keyof typeof pictureMessages;
type GeoKey = keyof typeof geoMessages;
type TokenKey = keyof typeof tokenMessages;

type TextKey =
  | `profiles.messages.${ProfileKey}`
  | `pictures.messages.${PictureKey}`
  | `geo.messages.${GeoKey}`
  | `tokens.messages.${TokenKey}`;

function entries<K extends string>(messages: Record<K, unknown>, prefix: string): [string, TextKey][] {
  return (Object.entries(messages) as [K, unknown][])
    .filter((entry): entry is [K, string] => typeof entry[1] === 'string')
    .map(([key, message]) => [message, `${prefix}.${key}` as TextKey]);
}

/** Every fixed contract message of profiles, pictures, location and tokens → its locale key. */
const keyByMessage = new Map<string, TextKey>([
  ...entries(profileMessages, 'profiles.messages'),
  ...entries(pictureMessages, 'pictures.messages'),
  ...entries(geoMessages, 'geo.messages'),
  ...entries(tokenMessages, 'tokens.messages'),
]);

/**
 * A contract message (from a shared schema or the server) in the UI's language. Messages the
 * contract does not know are shown as the server wrote them; an empty one becomes `fallback`.
 */
export function translateContractMessage(t: TFunction, message: string, fallback?: string): string {
  const key = keyByMessage.get(message);
  if (key) return t(key);
  return message.trim() ? message : (fallback ?? t('auth.messages.unexpected'));
}

/**
 * The {message} part of 'Failed to ...: {message}': the server's (translated when the contract
 * knows it), or the app's own words for a lost connection and for retries that all failed.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof RetriesExhaustedError) return t('errors.allRetriesFailed');
  if (error instanceof ApiError && error.code === 'network_error') return t('errors.network');
  return translateContractMessage(t, errorMessageOf(error) ?? '');
}
