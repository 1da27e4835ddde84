import { limits } from '@mithaq/contract/constants';
import { ageOn } from '@mithaq/contract/profiles';
import { describe, expect, it } from 'vitest';
import { birthdayBounds } from '../../src/features/discover/service';

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the deck age filter', () => {
  it('takes exactly the birthdays whose age (as profiles show it) is in the range, 29 February included', () => {
    const days = ['2028-02-29', '2027-02-28', '2027-03-01', '2026-12-31', '2026-01-01', '2024-02-29'];
    for (const today of days) {
      const now = new Date(`${today}T12:00:00Z`);
      for (const [min, max] of [[18, 80], [25, 30], [40, 40], [18, 100]] as const) {
        const { oldest, youngest } = birthdayBounds(now, min, max);
        // Every birthday around both edges: inside the bounds exactly when ageOn says min..max.
        for (const years of [min, max + 1]) {
          const edge = Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), 1);
          for (let t = edge - 40 * day; t <= edge + 70 * day; t += day) {
            const birthday = iso(t);
            const age = ageOn(birthday, now);
            if (youngest === null && age < limits.minAge) continue; // sign-up refuses them: no such profile
            const inside = birthday >= oldest && (youngest === null || birthday <= youngest);
            expect(inside, `${today} ${min}-${max}: born ${birthday}, aged ${age}`).toBe(age >= min && age <= max);
          }
        }
      }
    }
  });
});
