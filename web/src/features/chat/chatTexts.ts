import { chatMessages } from '@mithaq/contract/chat';
import type { TFunction } from 'i18next';

type FixedKey = { [K in keyof typeof chatMessages]: (typeof chatMessages)[K] extends string ? K : never }[keyof typeof chatMessages];

const keyByMessage = new Map<string, FixedKey>(
  (Object.entries(chatMessages) as [keyof typeof chatMessages, unknown][])
    .filter((entry): entry is [FixedKey, string] => typeof entry[1] === 'string')
    .map(([key, message]) => [message, key]),
);

/** A chat message of the server (the contract's words) in the UI's language; others stay as sent. */
export function translateChatMessage(t: TFunction, message: string): string {
  const key = keyByMessage.get(message);
  return key ? t(`chat.messages.${key}`) : message;
}
