import { describe, expect, it } from 'vitest';
import { nextAllowedAt } from './next-allowed';

describe('nextAllowedAt', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  const day = 24 * 60 * 60 * 1000;

  it('is null when it was never done', () => {
    expect(nextAllowedAt(null, day, now)).toBeNull();
    expect(nextAllowedAt(undefined, day, now)).toBeNull();
  });

  it('is the end of the wait while it lasts', () => {
    expect(nextAllowedAt(new Date('2026-01-09T12:00:00Z'), day, now)).toEqual(new Date('2026-01-10T12:00:00Z'));
  });

  it('is null once the wait is over, the last instant included', () => {
    expect(nextAllowedAt(new Date('2026-01-09T00:00:00Z'), day, now)).toBeNull();
    expect(nextAllowedAt(new Date('2026-01-01T00:00:00Z'), day, now)).toBeNull();
  });
});
