import { limits } from '@mithaq/contract/constants';
import type { MatchState } from '@mithaq/contract/matches';
import type { TFunction } from 'i18next';

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
