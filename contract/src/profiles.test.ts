import { describe, expect, it } from 'vitest';
import { ageOn } from './profiles';

describe('ageOn', () => {
  it('counts whole years, turning over on the birthday itself', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-14T23:59:59Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(ageOn('1996-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(29);
    expect(ageOn('1996-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(30);
  });
});
