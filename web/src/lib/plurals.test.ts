import { languageCodes, type Language } from '@mithaq/contract/languages';
import { afterEach, describe, expect, it } from 'vitest';
import pending from '../../../scripts/locales-pending.json';
import en from '../i18n/en.json';
import { i18n, showLanguage } from './i18n';

type Tree = { [key: string]: unknown };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = '', out = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value as Tree, full, out);
    else out.set(full, value);
  }
  return out;
}

/** Every plural group of the interface ('tokens.wallet.balanceValue'…), but those awaiting translation (they show in English). */
const awaiting = new Set<string>(pending.web);
const pluralKeys = [...new Set([...flatten(en).keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')))].filter((key) => !awaiting.has(key));

/** A number of each of the language's plural categories (French 'many' needs a million). */
function sampleOf(language: Language, category: string): number {
  const rules = new Intl.PluralRules(language);
  for (const n of [0, 1, 2, 3, 5, 11, 21, 100, 102, 1_000_000]) if (rules.select(n) === category) return n;
  throw new Error(`no sample for ${language} ${category}`);
}

/** i18next's t with any key (the typed one knows only the plain keys). */
const translate = i18n.t.bind(i18n) as unknown as (key: string, options: { lng: string; count: number }) => string;

describe('plural forms', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('are known for each language: Arabic six, French three, Urdu and Turkish two, Indonesian and Malay one', () => {
    const categories = Object.fromEntries(languageCodes.map((code) => [code, new Intl.PluralRules(code).resolvedOptions().pluralCategories.length]));
    expect(categories).toEqual({ en: 2, ar: 6, ur: 2, fr: 3, id: 1, ms: 1, tr: 2 });
  });

  it.each(languageCodes.filter((code) => code !== 'en'))('%s: every count picks its own form from the locale file', async (language) => {
    await showLanguage(language);
    const texts = flatten(i18n.getResourceBundle(language, 'translation') as Tree);
    const rules = new Intl.PluralRules(language);
    expect(pluralKeys.length).toBeGreaterThan(0);
    for (const key of pluralKeys) {
      for (const category of rules.resolvedOptions().pluralCategories) {
        const count = sampleOf(language, category);
        const form = texts.get(`${key}_${category}`);
        expect(form, `${language} ${key}_${category}`).toEqual(expect.any(String));
        const expected = String(form).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => (name === 'count' ? String(count) : `{{${name}}}`));
        expect(translate(key, { lng: language, count }), `${language} ${key} for ${count}`).toBe(expected);
      }
    }
  });
});
