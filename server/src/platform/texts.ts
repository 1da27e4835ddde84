import type { EmailTranslate } from '@mithaq/contract/emails';
import { emailTexts } from '@mithaq/contract/emailTexts';
import { DEFAULT_LANGUAGE, languageOrDefault, type Language } from '@mithaq/contract/languages';
import { serverMessageTexts } from '@mithaq/contract/messageTexts';
import type { ServerMessageKey } from '@mithaq/contract/messages';
import { createTranslator, type TextSource, type TextTree, type Translate } from '@mithaq/contract/translate';
import { translations } from './translations';

/**
 * What the server writes to one member, in their language: registry messages (notifications and
 * pushes) and the texts of e-mails, the unsubscribe page and the ledger. A text the language has
 * not translated yet comes out in English (the source), never as a key.
 */
export interface MemberTexts {
  language: Language;
  message: Translate<ServerMessageKey>;
  email: EmailTranslate;
}

export interface Reader {
  /** The stored language (any string: one we no longer speak reads as English). */
  language: string | null | undefined;
  /** The e-mails' texts may follow the gender of the member they are about (`_female` variants). */
  female?: boolean;
}

function sourcesOf(language: Language, catalog: 'server' | 'emails', english: TextTree): TextSource[] {
  const own = language === DEFAULT_LANGUAGE ? [] : [{ language, tree: translations[language]?.[catalog] }];
  return [...own, { language: DEFAULT_LANGUAGE, tree: english }];
}

/** The member's texts (cheap to build: two lookups and a closure each). */
export function textsFor(reader: Reader): MemberTexts {
  const language = languageOrDefault(reader.language);
  return {
    language,
    // Registry messages are shown by the app too, which has no gender for them: never gendered.
    message: createTranslator<ServerMessageKey>(sourcesOf(language, 'server', serverMessageTexts)),
    email: createTranslator(sourcesOf(language, 'emails', emailTexts), { female: reader.female ?? false }),
  };
}
