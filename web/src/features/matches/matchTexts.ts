import { limits } from '@mithaq/contract/constants';
import { matchMessages, type MatchState } from '@mithaq/contract/matches';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

type FixedKey = { [K in keyof typeof matchMessages]: (typeof matchMessages)[K] extends string ? K : never }[keyof typeof matchMessages];

const keyByMessage = new Map<string, FixedKey>(
  (Object.entries(matchMessages) as [keyof typeof matchMessages, unknown][])
    .filter((entry): entry is [FixedKey, string] => typeof entry[1] === 'string')
    .map(([key, message]) => [message, key]),
);

/**
 * A match message from the server in the UI's language: the contract's fixed messages and the
 * 'cannot rematch' one (which carries `name`) go through the locale file; others stay as sent.
 */
function translateMatchMessage(t: TFunction, message: string, name: string): string {
  const key = keyByMessage.get(message);
  if (key) return t(`matches.messages.${key}`);
  if (message === matchMessages.cannotRematch(name)) return t('matches.messages.cannotRematch', { name });
  return message;
}

/** What went wrong with a payment or rematch, in the spec's words (spec §8 'Payment'). */
export function matchFailureText(t: TFunction, error: unknown, name: string): string {
  if (!(error instanceof ApiError)) return t('auth.messages.unexpected');
  if (error.code === 'network_error') return t('errors.network');
  if (error.code === 'invalid_response') return t('matches.payment.unexpectedFormat');
  // An answer without the server's { error } body (a proxy's 502 page, say) says nothing useful.
  if (error.code === 'http_error') return t('auth.messages.unexpected');
  return error.message.trim() ? translateMatchMessage(t, error.message, name) : t('auth.messages.unexpected');
}

/** The first 30 characters (not UTF-16 halves: an emoji is one character) of a message. */
export function cutPreview(content: string): string {
  return Array.from(content).slice(0, limits.messagePreviewLength).join('');
}

/** A row's last-message line: 'You: ' before one's own, 'Start a conversation' when there is none. */
export function lastMessagePreview(t: TFunction, lastMessage: MatchState['lastMessage']): string {
  if (!lastMessage) return t('matches.list.startConversation');
  const text = cutPreview(lastMessage.content);
  return lastMessage.mine ? t('matches.list.ownPreview', { text }) : text;
}
