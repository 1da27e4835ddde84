import type { Language } from '@mithaq/contract/languages';
import ar from '@mithaq/contract/locales/ar/server.json';
import fr from '@mithaq/contract/locales/fr/server.json';
import id from '@mithaq/contract/locales/id/server.json';
import ms from '@mithaq/contract/locales/ms/server.json';
import tr from '@mithaq/contract/locales/tr/server.json';
import ur from '@mithaq/contract/locales/ur/server.json';
import type { TextTree } from '@mithaq/contract/translate';

/**
 * The server's translations of the contract's texts (contract/src/locales/<lang>/): `server`
 * translates messageTexts.ts (notifications, pushes), `emails` translates emailTexts.ts. A
 * language or catalog missing here is written in English (scripts/locales-pending.json says
 * which are awaited). Bundled: the server needs them all.
 */
export const translations: Partial<Record<Language, { server?: TextTree; emails?: TextTree }>> = {
  ar: { server: ar },
  ur: { server: ur },
  fr: { server: fr },
  id: { server: id },
  ms: { server: ms },
  tr: { server: tr },
};
