import { serverMessageTexts } from '@mithaq/contract/messageTexts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enLocale from '../i18n/en.json';

/**
 * The English texts: the locale file, and under `server` the contract's message registry itself
 * (what the server sends in error bodies), so each English text is written in one place only.
 */
const en = { ...enLocale, server: serverMessageTexts };

declare module 'i18next' {
  // Typed keys: a misspelt key is a compile error instead of a raw key shown to users.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Mirrors the active language on <html> so screen readers and the RTL layout follow it. */
export function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = i18next.dir(lng);
}

// Registered before init so the initial language is applied through the same path as later changes.
i18next.on('languageChanged', syncDocumentLanguage);

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  // React already escapes rendered text; escaping here too would show a name like O'Brien or
  // "a.jpg" as O&#39;Brien or &quot;a.jpg&quot;, unlike the server's English text.
  interpolation: { escapeValue: false },
});

export const i18n = i18next;
