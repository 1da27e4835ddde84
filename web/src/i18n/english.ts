import { i18n } from '../lib/i18n';
import { provideMessageKeys } from '../lib/serverText';
import type { EnglishPart } from '../../scripts/english-parts.mjs';
import type { LocaleTree } from './locales';

/** The parts of en.json not in the first script (scripts/english-parts.mjs cuts them). */
export type LaterPart = Exclude<EnglishPart, 'first'>;

/**
 * The English texts that are not in the first script, loaded with the screens that show them
 * (routes/pageChunks.ts) and added before those render. The app part brings the server's English
 * messages and the registry's text → key lookup (lib/serverText.ts `contractText`) with it.
 */
const laterParts: Record<LaterPart, () => Promise<LocaleTree>> = {
  app: () =>
    import('./englishApp').then(({ englishApp, messageKeyOf }) => {
      provideMessageKeys(messageKeyOf);
      return englishApp;
    }),
  admin: () => import('virtual:english/admin').then((module) => module.default),
};

/** Adds one part of English (again after a test removed it: the import itself is cached). */
export async function loadEnglish(part: LaterPart): Promise<void> {
  i18n.addResourceBundle('en', 'translation', await laterParts[part](), true, false);
}
