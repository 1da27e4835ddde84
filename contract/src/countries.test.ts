import { describe, expect, it } from 'vitest';
import { countryName, isCountryCode, isNationalityCode, nationalityCodes, nationalityOptions } from './countries';

describe('countries', () => {
  it('offer about 195 nationalities, each a real code with a name, none twice', () => {
    expect(nationalityCodes.length).toBeGreaterThanOrEqual(193);
    expect(nationalityCodes.length).toBeLessThanOrEqual(200);
    expect(new Set(nationalityCodes).size).toBe(nationalityCodes.length);
    for (const code of nationalityCodes) expect(countryName(code)).not.toBe(code);
  });

  it('name and validate codes', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('SA')).toBe('Saudi Arabia');
    expect(isNationalityCode('PK')).toBe(true);
    expect(isNationalityCode('ZZ')).toBe(false);
    expect(isCountryCode('PR')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });

  it('sort options by name', () => {
    const names = nationalityOptions().map((o) => o.name);
    expect(names[0]).toBe('Afghanistan');
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });
});
