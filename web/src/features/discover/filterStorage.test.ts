import { describe, expect, it } from 'vitest';
import { defaultFilters, FILTERS_STORAGE_KEY, isDefaultFilters, loadFilters, saveFilters } from './filterStorage';

const owner = '4f1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f01';
const chosen = { ageRange: [25, 35] as [number, number], heightRange: [150, 190] as [number, number], countries: ['PK', 'GB'], verifiedOnly: true, intentions: { prayer: 'always' as const } };

describe('filter storage', () => {
  it('starts from the spec defaults: age 18 to 80, height 130 to 200, any country', () => {
    expect(loadFilters(owner)).toEqual({ ageRange: [18, 80], heightRange: [130, 200], countries: [], verifiedOnly: false, intentions: {} });
    expect(isDefaultFilters(loadFilters(owner))).toBe(true);
  });

  it('keeps the filters under mithaq_discover_filters for their owner only', () => {
    saveFilters(owner, chosen);
    expect(FILTERS_STORAGE_KEY).toBe('mithaq_discover_filters');
    expect(JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY)!)).toEqual({ owner, filters: chosen });
    expect(loadFilters(owner)).toEqual(chosen);
    expect(loadFilters('someone-else')).toEqual(defaultFilters());
    expect(isDefaultFilters(chosen)).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an out-of-range age', JSON.stringify({ owner, filters: { ...chosen, ageRange: [10, 35] } })],
    ['an unknown country', JSON.stringify({ owner, filters: { ...chosen, countries: ['XX'] } })],
  ])('falls back to the defaults when the stored value is %s', (_label, raw) => {
    localStorage.setItem(FILTERS_STORAGE_KEY, raw);
    expect(loadFilters(owner)).toEqual(defaultFilters());
  });
});
