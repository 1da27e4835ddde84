import type { Language } from '@mithaq/contract/languages';

/**
 * Every language but English is a lazy chunk: its interface texts (web/src/i18n/<lang>.json),
 * the server's messages (contract/src/locales/<lang>/server.json, under `server`), its country
 * and city names, and its font when the system's may lack the script. Nothing here is in the first page's
 * bundle; each loads when the language is first used.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };
type OtherLanguage = Exclude<Language, 'en'>;

// Found by name, so a language's translations arrive as files alone; a missing one reads as English.
const webTexts = import.meta.glob<LocaleTree>(['./*.json', '!./en.json'], { import: 'default' });
const serverTexts = import.meta.glob<LocaleTree>('../../../contract/src/locales/*/server.json', { import: 'default' });
/** City names in the language's script (contract/src/cityNames/<lang>.json, a few KB each); a missing one leaves the English names. */
const cityTexts = import.meta.glob<Record<string, string>>('../../../contract/src/cityNames/*.json', { import: 'default' });

/** i18n-iso-countries' names per language (about 8 KB each). */
const countryNames: Record<OtherLanguage, () => Promise<{ locale: string; countries: Record<string, string | string[]> }>> = {
  ar: () => import('i18n-iso-countries/langs/ar.json').then((m) => m.default),
  ur: () => import('i18n-iso-countries/langs/ur.json').then((m) => m.default),
  fr: () => import('i18n-iso-countries/langs/fr.json').then((m) => m.default),
  id: () => import('i18n-iso-countries/langs/id.json').then((m) => m.default),
  ms: () => import('i18n-iso-countries/langs/ms.json').then((m) => m.default),
  tr: () => import('i18n-iso-countries/langs/tr.json').then((m) => m.default),
};

/**
 * Fonts for the scripts a phone may render poorly (styles.css picks them by `lang`): Naskh for
 * Arabic, Nastaliq for Urdu, whose calligraphy is what Urdu readers expect.
 */
const fonts: Partial<Record<OtherLanguage, () => Promise<unknown>>> = {
  ar: () => import('@fontsource-variable/noto-naskh-arabic'),
  ur: () => Promise.all([import('@fontsource/noto-nastaliq-urdu/arabic-400.css'), import('@fontsource/noto-nastaliq-urdu/arabic-700.css')]),
};

export interface LoadedLocale {
  /** The i18next resources: the interface texts with the server's under `server`. */
  texts: LocaleTree;
  countries: { locale: string; countries: Record<string, string | string[]> };
  cities: Record<string, string>;
}

const none = (): Promise<Record<string, never>> => Promise.resolve({});

/** Loads one language's chunks in parallel (its font starts loading too; text shows before it arrives). */
export async function loadLocale(language: OtherLanguage): Promise<LoadedLocale> {
  void fonts[language]?.().catch(() => undefined);
  const [web, server, countries, cities] = await Promise.all([
    (webTexts[`./${language}.json`] ?? none)(),
    (serverTexts[`../../../contract/src/locales/${language}/server.json`] ?? none)(),
    countryNames[language](),
    (cityTexts[`../../../contract/src/cityNames/${language}.json`] ?? none)(),
  ]);
  return { texts: { ...web, server }, countries, cities };
}
