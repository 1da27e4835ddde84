// npm run lint runs this: every language of contract/src/languages.ts has every text of English,
// in each catalog, with exactly its plural categories (Intl.PluralRules) and the same
// {{placeholders}}. Also the translators' tool: `tsx scripts/check-locales.ts --dir <folder> [lang…]`
// checks <folder>/<lang>/{web,server,emails}.json before they are copied in (scripts/import-translations.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailTexts } from '../contract/src/emailTexts';
import { languageCodes } from '../contract/src/languages';
import { serverMessageTexts } from '../contract/src/messageTexts';
import pending from './locales-pending.json' with { type: 'json' };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Tree = { [key: string]: unknown };
export type Catalog = 'web' | 'server' | 'emails';

/** Each catalog: its English source, and where a language's translation lives in the repository. */
export const catalogs: Record<Catalog, { english: Tree; fileOf: (lang: string) => string; gendered: RegExp | null }> = {
  web: {
    english: JSON.parse(fs.readFileSync(path.join(repoRoot, 'web/src/i18n/en.json'), 'utf8')) as Tree,
    fileOf: (lang) => path.join(repoRoot, 'web/src/i18n', `${lang}.json`),
    // The app passes the described person's sex as i18next context only for these.
    gendered: /^profiles\.maritalStatuses\./,
  },
  server: {
    english: serverMessageTexts,
    fileOf: (lang) => path.join(repoRoot, 'contract/src/locales', lang, 'server.json'),
    gendered: null,
  },
  emails: {
    english: emailTexts,
    fileOf: (lang) => path.join(repoRoot, 'contract/src/locales', lang, 'emails.json'),
    // The server picks the variant by the sex of the member a mail is about (platform/texts.ts).
    gendered: /./,
  },
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const GENDER = /_(female|male)(?=(_(zero|one|two|few|many|other))?$)/;

function flatten(object: Tree, prefix = '', out = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(object)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value as Tree, full, out);
    else out.set(full, value);
  }
  return out;
}

const placeholders = (text: unknown) => new Set([...String(text).matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((m) => m[1]!));

/** English's keys as this language needs them: each plural group in the language's own categories. */
function expectedKeys(english: Map<string, unknown>, lang: string) {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const expected = new Map<string, { english: unknown; plural: boolean }>();
  for (const [key, value] of english) {
    const match = key.match(PLURAL);
    if (!match) {
      expected.set(key, { english: value, plural: false });
      continue;
    }
    const base = key.slice(0, -match[0].length);
    const other = english.get(`${base}_other`) ?? value;
    for (const category of categories) expected.set(`${base}_${category}`, { english: other, plural: true });
  }
  return expected;
}

/** What is missing, wrong or extra in one language's file of one catalog (an empty list: all good). */
export function problemsOf(catalog: Catalog, lang: string, target: Tree): { errors: string[]; pendingKeys: string[] } {
  const { english, gendered } = catalogs[catalog];
  const expected = expectedKeys(flatten(english), lang);
  const texts = flatten(target);
  const waiting = new Set<string>((pending as Record<string, string[]>)[catalog] ?? []);
  const errors: string[] = [];
  const pendingKeys: string[] = [];
  for (const [key, { english: source, plural }] of expected) {
    const baseKey = key.replace(PLURAL, '');
    if (!texts.has(key)) {
      if (waiting.has(key) || waiting.has(baseKey)) pendingKeys.push(key);
      else errors.push(`missing ${key}`);
      continue;
    }
    const text = texts.get(key);
    if (typeof text !== 'string' || text.trim() === '') {
      errors.push(`${key} must be a non-empty string`);
      continue;
    }
    const want = placeholders(source);
    const got = placeholders(text);
    for (const p of want) if (!got.has(p) && !(plural && p === 'count')) errors.push(`${key} lost {{${p}}}`);
    for (const p of got) if (!want.has(p)) errors.push(`${key} has {{${p}}}, which English does not`);
  }
  for (const key of texts.keys()) {
    if (expected.has(key)) continue;
    const base = key.replace(GENDER, '');
    if (base !== key && expected.has(base)) {
      if (!gendered?.test(base)) errors.push(`${key}: the app gives no gender for ${base}, so this variant would never show`);
      continue;
    }
    errors.push(`unexpected key ${key}`);
  }
  return { errors, pendingKeys };
}

function readTree(file: string): Tree | string {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  } catch (error) {
    return `${path.relative(repoRoot, file)}: ${(error as Error).message}`;
  }
}

/** Checks languages (all but English by default) in the repository or in `dir`/<lang>/<catalog>.json. */
export function checkLocales(langs: readonly string[], dir?: string) {
  let errors = 0;
  let waiting = 0;
  for (const lang of langs) {
    for (const catalog of Object.keys(catalogs) as Catalog[]) {
      const file = dir ? path.join(dir, lang, `${catalog}.json`) : catalogs[catalog].fileOf(lang);
      if (!fs.existsSync(file)) {
        const awaited = (pending as { missingCatalogs?: string[] }).missingCatalogs?.includes(catalog);
        if (awaited) waiting += 1;
        else if (!dir) {
          errors += 1;
          console.error(`error: ${lang}: ${path.relative(repoRoot, file)} is missing`);
        }
        continue;
      }
      const tree = readTree(file);
      if (typeof tree === 'string') {
        errors += 1;
        console.error(`error: ${lang}: ${tree}`);
        continue;
      }
      const result = problemsOf(catalog, lang, tree);
      for (const problem of result.errors) console.error(`error: ${lang} ${catalog}: ${problem}`);
      errors += result.errors.length;
      waiting += result.pendingKeys.length;
    }
  }
  return { errors, waiting };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const dir = dirAt >= 0 ? path.resolve(args[dirAt + 1] ?? '.') : undefined;
  const named = args.filter((arg, i) => arg !== '--dir' && !(dirAt >= 0 && i === dirAt + 1));
  const langs = named.length ? named : languageCodes.filter((code) => code !== 'en');
  const { errors, waiting } = checkLocales(langs, dir);
  const note = waiting ? ` (${waiting} texts or catalogs await translation and show in English: scripts/locales-pending.json)` : '';
  console.log(`locales ${langs.join(', ')}: ${errors} errors${note}`);
  process.exit(errors ? 1 : 0);
}
