import type { Language } from '@mithaq/contract/languages';
import arEmails from '@mithaq/contract/locales/ar/emails.json';
import arServer from '@mithaq/contract/locales/ar/server.json';
import frEmails from '@mithaq/contract/locales/fr/emails.json';
import frServer from '@mithaq/contract/locales/fr/server.json';
import idEmails from '@mithaq/contract/locales/id/emails.json';
import idServer from '@mithaq/contract/locales/id/server.json';
import msEmails from '@mithaq/contract/locales/ms/emails.json';
import msServer from '@mithaq/contract/locales/ms/server.json';
import trEmails from '@mithaq/contract/locales/tr/emails.json';
import trServer from '@mithaq/contract/locales/tr/server.json';
import urEmails from '@mithaq/contract/locales/ur/emails.json';
import urServer from '@mithaq/contract/locales/ur/server.json';
import type { TextTree } from '@mithaq/contract/translate';

/**
 * The server's translations of the contract's texts (contract/src/locales/<lang>/): `server`
 * translates messageTexts.ts (notifications, pushes), `emails` translates emailTexts.ts. A
 * language or catalog missing here is written in English. Bundled: the server needs them all.
 */
export const translations: Partial<Record<Language, { server?: TextTree; emails?: TextTree }>> = {
  ar: { server: arServer, emails: arEmails },
  ur: { server: urServer, emails: urEmails },
  fr: { server: frServer, emails: frEmails },
  id: { server: idServer, emails: idEmails },
  ms: { server: msServer, emails: msEmails },
  tr: { server: trServer, emails: trEmails },
};
