import { notificationMessageOf, pushMessages, pushTitleKeys, type PushPayload } from '@mithaq/contract/push';
import type { MemberTexts } from '../texts';

/**
 * A queued push in its member's language. It is queued in English (the notification's stored
 * text, written by the hot paths' SQL); here, at delivery, a type's title and a registry text are
 * said in the member's language. What a member wrote (a message's sender name and preview) and
 * any text the registry does not know stay as they are.
 */
export function pushInLanguage(push: PushPayload, texts: MemberTexts): PushPayload {
  if (texts.language === 'en') return push;
  const { type } = push.data;
  // A message's push: title its sender's name, body the start of the message; or, with "hide
  // message text", title the notification's text ("New message from …") and no body.
  if (type === 'message' && push.title !== pushMessages.titles.message) {
    const hidden = push.body === '' ? notificationMessageOf('message', push.title) : undefined;
    return hidden ? { ...push, title: texts.message(hidden.key, hidden.params) } : push;
  }
  const title = push.title === pushMessages.titles[type] ? texts.message(pushTitleKeys[type]) : push.title;
  const found = type === 'message' ? undefined : notificationMessageOf(type, push.body);
  const body = found ? texts.message(found.key, found.params) : push.body;
  return { ...push, title, body };
}
