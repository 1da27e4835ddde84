/**
 * English in parts (issue 26: room under the first page's budget). web/src/i18n/en.json stays the
 * one source of every English text (translators, `npm run lint`'s checks and the locales tools
 * read it whole); the build cuts it by key paths into modules, `import texts from
 * 'virtual:english/<part>'`, so the bundler puts each part in the chunk of the code that imports
 * it: the first script carries only what shows before any other chunk can arrive
 * (web/src/lib/i18n.ts), the rest loads with the screens (web/src/i18n/english.ts). A plain
 * script, like native-csp.mjs, so Vite's native config loader can import it.
 *
 * Measured (gzip, each alone): en.json 14.6 kB, of which privacy 2.9, admin 2.2, accountControls,
 * verification, guardians and discover 1.1–1.2 each; the server's English messages 4.2 kB more.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ENGLISH_PARTS = {
  /**
   * In the first script: the pages of it shown at first paint (the landing page, the privacy
   * policy, not found) and the app's shell around every screen (error screens, loading, offline,
   * header and footer, the language choice, the guards' waiting lines).
   */
  first: ['brand', 'common', 'errors', 'landing', 'language', 'notFound', 'offline', 'privacy', 'signup.loading'],
  /** Moderators' texts: with the admin area's screens only. */
  admin: ['admin', 'verification.admin', 'photoSafety.admin'],
  /**
   * Every text of no other part (so a text added anywhere else is never missing): with every
   * screen loaded on demand, /auth included.
   */
  app: null,
};

const PREFIX = 'virtual:english/';
const sourceFile = () => fileURLToPath(new URL('../src/i18n/en.json', import.meta.url));

/** The texts of `tree` under `paths` (each a key path split at its dots), or all but those. */
function cut(tree, paths, keep) {
  const result = {};
  for (const [key, value] of Object.entries(tree)) {
    const whole = paths.some((path) => path.length === 1 && path[0] === key);
    const deeper = paths.filter((path) => path.length > 1 && path[0] === key).map((path) => path.slice(1));
    if (whole) {
      if (keep) result[key] = value;
    } else if (deeper.length && typeof value === 'object') {
      const inner = cut(value, deeper, keep);
      if (Object.keys(inner).length) result[key] = inner;
    } else if (!keep) result[key] = value;
  }
  return result;
}

const pathsOf = (part) => ENGLISH_PARTS[part].map((path) => path.split('.'));

/** One part of the English texts: what `virtual:english/<part>` holds. */
export function englishPart(english, part) {
  if (!Object.hasOwn(ENGLISH_PARTS, part)) throw new Error(`no English part ${part}`);
  if (ENGLISH_PARTS[part]) return cut(english, pathsOf(part), true);
  const named = Object.keys(ENGLISH_PARTS).filter((name) => ENGLISH_PARTS[name]);
  return cut(english, named.flatMap(pathsOf), false);
}

/** The Vite plugin (vite.config.ts, vitest.config.ts) that serves `virtual:english/<part>`. */
export function englishParts() {
  return {
    name: 'mithaq-english-parts',
    resolveId: (id) => (id.startsWith(PREFIX) && Object.hasOwn(ENGLISH_PARTS, id.slice(PREFIX.length)) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      // Read on every load, and watched: an edited text reaches watch builds.
      const source = sourceFile();
      this.addWatchFile(source);
      const texts = englishPart(JSON.parse(readFileSync(source, 'utf8')), id.slice(PREFIX.length + 1));
      return `export default ${JSON.stringify(texts)};\n`;
    },
    // The dev server: an edit of en.json updates every part (and so what imports them).
    hotUpdate({ file, modules }) {
      if (file !== sourceFile()) return undefined;
      const parts = Object.keys(ENGLISH_PARTS).map((part) => this.environment.moduleGraph.getModuleById(`\0${PREFIX}${part}`));
      return [...modules, ...parts.filter(Boolean)];
    },
  };
}
