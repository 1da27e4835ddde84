import { describe, expect, it } from 'vitest';
import { birthYears, changeBirthday, daysInMonth, fromBirthday, toBirthday } from './birthdayParts';

describe('birthday parts', () => {
  it('offers 100 years, newest first, starting 18 years ago', () => {
    const years = birthYears(new Date('2025-07-21T12:00:00Z'));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1908);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [0, 2, 29],
    [2023, 4, 30],
    [2023, 12, 31],
    [2023, 0, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('clamps a day that overflows the new month or year', () => {
    expect(changeBirthday({ year: 1995, month: 1, day: 31 }, { month: 4 })).toEqual({ year: 1995, month: 4, day: 30 });
    expect(changeBirthday({ year: 1996, month: 2, day: 29 }, { year: 1995 })).toEqual({ year: 1995, month: 2, day: 28 });
    expect(changeBirthday({ year: 1995, month: 3, day: 15 }, { month: 2 })).toEqual({ year: 1995, month: 2, day: 15 });
  });

  it("is 'YYYY-MM-DD' only once complete, and reads back", () => {
    expect(toBirthday({ year: 1995, month: 6, day: 5 })).toBe('1995-06-05');
    expect(toBirthday({ year: 1995, month: 6, day: 0 })).toBe('');
    expect(fromBirthday('1995-06-05')).toEqual({ year: 1995, month: 6, day: 5 });
    expect(fromBirthday('')).toEqual({ year: 0, month: 0, day: 0 });
  });
});
