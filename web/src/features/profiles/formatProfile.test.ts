import { describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '../../lib/i18n';
import { ownProfile } from '../../test/profileFixtures';
import { formatPlace, formatProfile, PLACEHOLDER_PICTURE } from './formatProfile';

describe('formatProfile', () => {
  it("applies the spec's defaults to whatever is missing", () => {
    expect(formatProfile({}, i18n.t, 'en')).toEqual({
      name: 'Anonymous',
      sex: 'not specified',
      age: null,
      country: 'Unknown',
      city: 'Unknown',
      place: 'Unknown, Unknown',
      height: 170,
      maritalStatus: 'Not specified',
      occupation: '',
      verified: false,
      picture: PLACEHOLDER_PICTURE,
      hasPicture: false,
    });
  });

  it('names the country in the UI language and uses the first picture', () => {
    const view = formatProfile(ownProfile({ verified: true }), i18n.t, 'en');
    expect(view).toMatchObject({
      name: 'Amina',
      sex: 'Female',
      age: 29,
      place: 'London, United Kingdom',
      height: 165,
      maritalStatus: 'Never Married',
      verified: true,
      picture: '/media/pictures/p0.webp?sig=x',
      hasPicture: true,
    });
  });

  it("formats a detected place as 'city, country'", () => {
    expect(formatPlace('Lahore', 'PK', 'en')).toBe('Lahore, Pakistan');
    expect(formatPlace('', '', 'en')).toBe('');
  });

  it("names the city in the reader's language and script where the data has it, else as stored", async () => {
    // Loaded with the language, as the app does (locales.ts): nothing is registered by hand here.
    for (const language of ['ar', 'ur', 'fr'] as const) await showLanguage(language);
    await showLanguage('en');
    const istanbul = ownProfile({ country: 'TR', city: 'Istanbul' });
    expect(formatProfile(istanbul, i18n.t, 'ar')).toMatchObject({ city: 'إسطنبول', place: 'إسطنبول، تركيا' });
    expect(formatProfile(istanbul, i18n.t, 'ur').city).toBe('استنبول');
    expect(['Istanbul', 'Stamboul']).toContain(formatProfile(istanbul, i18n.t, 'fr').city);
    expect(formatProfile(ownProfile({ country: 'GB', city: 'London' }), i18n.t, 'fr').city).toBe('Londres');
    expect(formatProfile(istanbul, i18n.t, 'en').city).toBe('Istanbul');
    // Lahore has no Urdu name in the data: shown as stored; the wizard's detected place too.
    expect(formatPlace('Lahore', 'PK', 'ur')).toBe(`Lahore، ${formatProfile({ country: 'PK' }, i18n.t, 'ur').country}`);
    expect(formatPlace('Karachi', 'PK', 'ar')).toMatch(/^كراتشي/);
  });
});
