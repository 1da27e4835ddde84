import type { ServerMessageKey } from '@mithaq/contract/messages';
import type { PushData, PushPayload } from '@mithaq/contract/push';
import type { TextParams } from '@mithaq/contract/translate';
import type { MemberTexts } from '../texts';

/**
 * A queued push's title or body as mithaq_queue_pushes (server/src/features/push/sql/mithaq_queue_pushes.sql)
 * stores it: a registry key and its values, or the member's own words (a message's sender name and
 * start). A plain string is a push queued before keys (migration 0059), sent as it was written.
 */
type QueuedText = { key: ServerMessageKey; params?: TextParams } | { text: string } | string;

/** What a queued push shows, before it is said in its member's language. */
export interface QueuedPushContent {
  title: QueuedText;
  body: QueuedText;
  data: PushData;
}

function say(text: QueuedText, texts: MemberTexts): string {
  if (typeof text === 'string') return text;
  return 'key' in text ? texts.message(text.key, text.params) : text.text;
}

/**
 * A queued push in its member's language (English is one of them): each registry text is said
 * there, what a member wrote stays as written. The device gets plain title and body
 * (contract pushPayloadSchema).
 */
export function pushInLanguage(push: QueuedPushContent, texts: MemberTexts): PushPayload {
  return { title: say(push.title, texts), body: say(push.body, texts), data: push.data };
}
