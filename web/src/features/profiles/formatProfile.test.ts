import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
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
});
