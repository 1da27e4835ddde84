import { describe, expect, it } from 'vitest';
import { lastWeek } from './transcripts';

describe('lastWeek', () => {
  it('is the ISO week that ended before now, Monday 00:00 to Monday 00:00 UTC', () => {
    expect(lastWeek(new Date('2027-03-08T00:30:00Z'))).toEqual({
      name: '2027-W09',
      from: new Date('2027-03-01T00:00:00Z'),
      to: new Date('2027-03-08T00:00:00Z'),
    });
    // A Sunday evening still belongs to the week in progress: the one before it ended.
    expect(lastWeek(new Date('2027-03-07T23:00:00Z')).name).toBe('2027-W08');
    // Across a year: 2027-01-04 is the Monday of 2027-W01, so the week before is 2026-W53.
    expect(lastWeek(new Date('2027-01-04T05:00:00Z')).name).toBe('2026-W53');
  });
});
