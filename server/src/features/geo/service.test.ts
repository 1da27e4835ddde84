import { describe, expect, it } from 'vitest';
import { isKnownCity, reverseGeocode } from './service';

describe('reverseGeocode (bundled data, no network)', () => {
  it.each([
    ['London', 51.5072, -0.1276, 'GB', 'United Kingdom', 'London'],
    ['Mecca', 21.4225, 39.8262, 'SA', 'Saudi Arabia', 'Mecca'],
    ['Kuala Lumpur', 3.139, 101.6869, 'MY', 'Malaysia', 'Kuala Lumpur'],
  ])('finds %s', (_label, lat, lon, country, countryName, city) => {
    expect(reverseGeocode(lat, lon)).toEqual({ country, countryName, city });
  });

  it('keeps a border town in its own country', () => {
    // Strasbourg (FR) sits across the Rhine from Kehl (DE).
    expect(reverseGeocode(48.5734, 7.7521).country).toBe('FR');
  });

  it('says it failed in the middle of the ocean', () => {
    expect(() => reverseGeocode(-40, -140)).toThrow('Failed to get location details');
  });

  it('knows real cities per country', () => {
    expect(isKnownCity('GB', 'London')).toBe(true);
    expect(isKnownCity('GB', 'Atlantis')).toBe(false);
    expect(isKnownCity('FR', 'London')).toBe(false);
  });
});
