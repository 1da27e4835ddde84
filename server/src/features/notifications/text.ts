import { namingFormerMember } from '@mithaq/contract/formerMember';
import { isServerMessageKey, type MessageParams } from '@mithaq/contract/messages';
import type { MemberTexts } from '../../platform/texts';

/** A notification as stored: a registry key and its values, or the words of a row kept from before keys. */
interface StoredNotification {
  key: string | null;
  params: MessageParams;
  content: string | null;
}

/**
 * A stored notification in its member's language, as the app shows it
 * (web/src/lib/notificationText.ts): its key said with its values (a sender since anonymised is
 * "Former member": contract formerMember.ts), else the words of a row kept from before keys. A
 * key this release does not know (written by a newer one) says nothing rather than the raw key.
 */
export function notificationText(row: StoredNotification, texts: MemberTexts): string {
  if (row.key === null || !isServerMessageKey(row.key)) return row.content ?? '';
  return texts.message(row.key, namingFormerMember(row.params, texts.email('common.formerMember')));
}
