/**
 * The languages Mithaq speaks (DESIGN §11), each named in itself for the language choice, with
 * its writing direction and the comma its script writes between items ('city, country').
 * English is the source of every text (the spec's strings); the others are translations.
 * To add a language: a line here, then its locale files (README, "Languages").
 */
export const languages = [
  { code: 'en', name: 'English', dir: 'ltr', comma: ', ' },
  { code: 'ar', name: 'العربية', dir: 'rtl', comma: '، ' },
  { code: 'ur', name: 'اردو', dir: 'rtl', comma: '، ' },
  { code: 'fr', name: 'Français', dir: 'ltr', comma: ', ' },
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr', comma: ', ' },
  { code: 'ms', name: 'Bahasa Melayu', dir: 'ltr', comma: ', ' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr', comma: ', ' },
] as const;

export type Language = (typeof languages)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: Language = 'en';

export const languageCodes = languages.map((language) => language.code) as [Language, ...Language[]];

const byCode = new Map<string, (typeof languages)[number]>(languages.map((language) => [language.code, language]));

export const isLanguage = (code: unknown): code is Language => typeof code === 'string' && byCode.has(code);

export function directionOf(language: Language): TextDirection {
  return byCode.get(language)?.dir ?? 'ltr';
}

/** Items joined as the language writes a list of names ('Amman، الأردن' in Arabic script). */
export function joinList(items: readonly string[], language: string): string {
  return items.join(byCode.get(language)?.comma ?? ', ');
}

/** A stored or sent value that is no longer (or never was) one of ours reads as English. */
export function languageOrDefault(code: unknown): Language {
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** Old or alternative primary subtags browsers still send ('in' for Indonesian, 'zsm' for Malay). */
const aliases: Record<string, Language> = { in: 'id', zsm: 'ms' };

function primaryOf(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguage(primary)) return primary;
  return aliases[primary];
}

/**
 * The best of our languages for a visitor's preferences, in their order (navigator.languages,
 * or an Accept-Language header's tags): the first one whose primary subtag we speak
 * ('fr-CA' → French, 'ms-MY' → Malay), else English.
 */
export function bestLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const match = primaryOf(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags by quality, best first ('ar;q=0.9, fr' → ['fr', 'ar']). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
