import { limits } from '@mithaq/contract/constants';

/** The three selects of the birthday; 0 means "not chosen yet". */
export interface BirthdayParts {
  year: number;
  month: number;
  day: number;
}

export const EMPTY_BIRTHDAY: BirthdayParts = { year: 0, month: 0, day: 0 };

/** Spec §5: 100 years, newest first, starting 18 years before this year. */
export function birthYears(now: Date): number[] {
  const newest = now.getFullYear() - limits.minAge;
  return Array.from({ length: 100 }, (_, index) => newest - index);
}

/** Days in `month` (1-12) of `year`; without a year February allows the 29th. */
export function daysInMonth(year: number, month: number): number {
  if (!month) return 31;
  return new Date(Date.UTC(year || 2000, month, 0)).getUTCDate();
}

/** Applies a change and clamps a day that no longer exists (31 April → 30 April). */
export function changeBirthday(parts: BirthdayParts, change: Partial<BirthdayParts>): BirthdayParts {
  const next = { ...parts, ...change };
  const days = daysInMonth(next.year, next.month);
  return next.day > days ? { ...next, day: days } : next;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' once all three are chosen, else ''. */
export function toBirthday({ year, month, day }: BirthdayParts): string {
  return year && month && day ? `${year}-${pad(month)}-${pad(day)}` : '';
}

export function fromBirthday(birthday: string): BirthdayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return EMPTY_BIRTHDAY;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
