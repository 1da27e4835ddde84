import type { Language } from './languages';

/**
 * The server's own translator (the web uses i18next with the same files and the same rules):
 * nested JSON texts, `{{param}}` placeholders, i18next's plural suffixes (`_one`, `_few`… chosen
 * by Intl.PluralRules) and the `_female` variant a translation may add for a member's own gender.
 */
export type TextTree = { readonly [key: string]: string | TextTree };
export type TextParams = Record<string, string | number>;

/** Every dotted path to a text in a tree: 'confirmAccount.subject'. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** One language's texts: where to look, and the plural rules of that language. */
export interface TextSource {
  language: Language;
  tree: TextTree | undefined;
}

export type Translate<K extends string = string> = (key: K, params?: TextParams) => string;

/**
 * Fills `{{param}}` placeholders in one pass, so a value that itself looks like a placeholder
 * (a file named '{{name}}.png') is written as it is, as i18next does.
 */
export function fillTemplate(template: string, params: TextParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function lookup(tree: TextTree | undefined, path: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The candidate keys in the order i18next tries them: gender and plural first, the plain key last. */
function candidates(key: string, language: Language, params: TextParams, female: boolean): string[] {
  const count = params.count;
  const plural = typeof count === 'number' ? `_${pluralCategory(language, count)}` : null;
  const bases = female ? [`${key}_female`, key] : [key];
  return bases.flatMap((base) => (plural ? [`${base}${plural}`, base] : [base]));
}

/**
 * A translator over `sources`, best first (the member's language, then English): the first
 * source that has the key wins, so a text not translated yet comes out in English, never as a key.
 */
export function createTranslator<K extends string = string>(sources: TextSource[], options: { female?: boolean } = {}): Translate<K> {
  return (key, params = {}) => {
    for (const { language, tree } of sources) {
      for (const candidate of candidates(key, language, params, options.female ?? false)) {
        const template = lookup(tree, candidate);
        if (template !== undefined) return fillTemplate(template, params);
      }
    }
    return key;
  };
}
