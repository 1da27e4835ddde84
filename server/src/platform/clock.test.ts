import { describe, expect, it } from 'vitest';
import { createTestClock } from './clock';

describe('the test clock', () => {
  it('moves only when told', () => {
    const clock = createTestClock('2026-03-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T00:00:00.000Z');
    clock.advance(72 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-03-04T00:00:00.000Z');
    clock.set('2027-01-01T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T12:00:00.000Z');
  });
});
