import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** The web app's locale files: `en.json` and one file per other language beside it. */
const LOCALE_DIR = path.resolve(import.meta.dirname, '../../web/src/i18n');

function readLocale(language: string): Tree | undefined {
  const file = path.join(LOCALE_DIR, `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : undefined;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * What the app shows for `key` in `language` (i18next's rules: `{{name}}` values, `_one`/`_few`/…
 * plural forms by `count`, English where the language has no text yet), so one spec can find
 * the same controls by their accessible names in every language.
 */
export function textsFor(language: string) {
  const trees = [readLocale(language), readLocale('en')];
  const plural = new Intl.PluralRules(language);
  const text = (key: string, values: Record<string, string | number> = {}): string => {
    const candidates = typeof values.count === 'number' ? [`${key}_${plural.select(values.count)}`, `${key}_other`, key] : [key];
    const template = trees.flatMap((tree) => candidates.map((candidate) => lookup(tree, candidate))).find((text) => text !== undefined);
    if (template === undefined) throw new Error(`no text for ${key}`);
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
  // The language goes with its texts: a helper given them can open the page in it.
  return Object.assign(text, { language });
}

export type Texts = ReturnType<typeof textsFor>;
