import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, bestLanguage, directionOf, languageOrDefault, languages } from './languages';

describe('languages', () => {
  it('are each named in themselves, two of them right to left', () => {
    expect(languages.map((l) => l.name)).toEqual(['English', 'العربية', 'اردو', 'Français', 'Bahasa Indonesia', 'Bahasa Melayu', 'Türkçe']);
    expect(languages.filter((l) => directionOf(l.code) === 'rtl').map((l) => l.code)).toEqual(['ar', 'ur']);
  });

  it("match a visitor's preferences in order, by primary subtag and old aliases, else English", () => {
    expect(bestLanguage(['fr-CA', 'ar'])).toBe('fr');
    expect(bestLanguage(['de-DE', 'ar-EG', 'fr'])).toBe('ar');
    expect(bestLanguage(['in-ID'])).toBe('id');
    expect(bestLanguage(['zsm'])).toBe('ms');
    expect(bestLanguage(['TR_tr'])).toBe('tr');
    expect(bestLanguage(['de', 'ja'])).toBe('en');
    expect(bestLanguage([])).toBe('en');
  });

  it("read an Accept-Language header by quality, ignoring '*' and q=0", () => {
    expect(acceptLanguageTags('de;q=0.5, ur-PK, ar;q=0.9, *;q=0.1, fr;q=0')).toEqual(['ur-PK', 'ar', 'de']);
    expect(bestLanguage(acceptLanguageTags('de;q=0.9, ms;q=0.8'))).toBe('ms');
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('read a stored value we no longer speak as English', () => {
    expect(languageOrDefault('ur')).toBe('ur');
    expect(languageOrDefault('xx')).toBe('en');
    expect(languageOrDefault(null)).toBe('en');
  });
});
