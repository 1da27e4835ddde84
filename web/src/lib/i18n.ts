import { DEFAULT_LANGUAGE, bestLanguage, directionOf, isLanguage, type Language } from '@mithaq/contract/languages';
import type { serverMessageTexts } from '@mithaq/contract/messageTexts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import firstEnglish from 'virtual:english/first';
import type en from '../i18n/en.json';
import { loadLocale } from '../i18n/locales';

/**
 * The English texts: the locale file, and under `server` the contract's message registry itself
 * (what the server sends in error bodies), so each English text is written in one place only.
 * The first script carries the first pages' part of them; the rest arrive with the screens that
 * show them (scripts/english-parts.mjs, i18n/english.ts). Every other language is a lazy chunk
 * (i18n/locales.ts).
 */
type English = typeof en & { server: typeof serverMessageTexts };

declare module 'i18next' {
  // Typed keys: a misspelt key is a compile error instead of a raw key shown to users.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: English };
  }
}

/** Where the member's choice on this device is kept (signed in or not). */
export const LANGUAGE_STORAGE_KEY = 'mithaq_language';

/** The choice made on this device, if any (storage may be missing or throw: then none). */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes: the choice lasts for this page only.
  }
}

/** The browser's preferred languages, best first, matched to ours (English when none matches). */
export function browserLanguage(): Language {
  return bestLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language a visit starts in: the choice made on this device, else the browser's. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

/** Mirrors the active language on <html> so screen readers, fonts and the RTL layout follow it. */
export function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = isLanguage(lng) ? directionOf(lng) : i18next.dir(lng);
}

// Registered before init so the initial language is applied through the same path as later changes.
i18next.on('languageChanged', syncDocumentLanguage);

void i18next.use(initReactI18next).init({
  resources: { en: { translation: firstEnglish } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // React already escapes rendered text; escaping here too would show a name like O'Brien or
  // "a.jpg" as O&#39;Brien or &quot;a.jpg&quot;, unlike the server's English text.
  interpolation: { escapeValue: false },
});

async function ensureLoaded(language: Language): Promise<void> {
  // i18next's own resources say what is loaded (a bundle removed since is loaded again).
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  // The country list (i18n-iso-countries) and the city names load with the language, not in the first script.
  const [locale, { registerCountryNames, registerCityNames }] = await Promise.all([loadLocale(language), import('@mithaq/contract/countries')]);
  registerCountryNames(locale.countries);
  registerCityNames(language, locale.cities);
  i18next.addResourceBundle(language, 'translation', locale.texts);
}

let latestRequest: Language = DEFAULT_LANGUAGE;

/**
 * Shows the app in `language`: its chunk loads first, so nothing appears half translated; when
 * several switches overlap, the last one asked for wins. Falls back to English if the chunk
 * cannot load (offline before it was ever cached).
 */
export async function showLanguage(language: Language): Promise<void> {
  latestRequest = language;
  try {
    await ensureLoaded(language);
  } catch {
    if (latestRequest === language) latestRequest = DEFAULT_LANGUAGE;
  }
  if (i18next.resolvedLanguage !== latestRequest || i18next.language !== latestRequest) await i18next.changeLanguage(latestRequest);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Resolves when the first language is shown: main.tsx renders after it, so the first paint is in it. */
export const languageReady: Promise<void> = showLanguage(initialLanguage());

export const i18n = i18next;
