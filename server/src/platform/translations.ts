import type { Language } from '@mithaq/contract/languages';
import type { TextTree } from '@mithaq/contract/translate';

/**
 * The server's translations of the contract's texts (contract/src/locales/<lang>/): `server`
 * translates messageTexts.ts (notifications, pushes), `emails` translates emailTexts.ts. A
 * language or catalog missing here is written in English. Bundled: the server needs them all.
 */
export const translations: Partial<Record<Language, { server?: TextTree; emails?: TextTree }>> = {};
