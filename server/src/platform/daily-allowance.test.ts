import { describe, expect, it } from 'vitest';
import { createTestClock } from './clock';
import { takeFromDailyAllowance, takeFromDailyAllowances } from './daily-allowance';
import { createMemoryRateLimiter } from './rate-limit';

describe('a daily allowance', () => {
  it('grants what is left of the day, never more together than the limit however many take at once', async () => {
    const clock = createTestClock(new Date('2026-05-04T10:00:00Z'));
    const deps = { clock, rateLimiter: createMemoryRateLimiter(clock) };
    const taken = await Promise.all(Array.from({ length: 8 }, () => takeFromDailyAllowance(deps, 'views:x', 20, 4)));
    expect(taken.map((t) => t.granted).reduce((a, b) => a + b)).toBe(20);
    expect(taken.map((t) => t.granted).sort()).toEqual([0, 0, 0, 4, 4, 4, 4, 4]);
  });

  it('gives back what was not used, and starts afresh at midnight UTC', async () => {
    const clock = createTestClock(new Date('2026-05-04T23:00:00Z'));
    const deps = { clock, rateLimiter: createMemoryRateLimiter(clock) };
    const first = await takeFromDailyAllowance(deps, 'likes:m', 5, 4);
    expect(first.granted).toBe(4);
    await first.settle(1);
    expect((await takeFromDailyAllowance(deps, 'likes:m', 5, 10)).granted).toBe(4);
    expect((await takeFromDailyAllowance(deps, 'likes:m', 5, 1)).granted).toBe(0);
    clock.set('2026-05-05T00:00:00Z');
    expect((await takeFromDailyAllowance(deps, 'likes:m', 5, 1)).granted).toBe(1);
  });

  it('taken from several at once, grants what fits in all of them and gives each back what was not used', async () => {
    const clock = createTestClock(new Date('2026-05-04T10:00:00Z'));
    const deps = { clock, rateLimiter: createMemoryRateLimiter(clock) };
    const both = [{ key: 'narrow', limit: 5 }, { key: 'wide', limit: 8 }];
    const first = await takeFromDailyAllowances(deps, both, 4);
    expect(first.granted).toBe(4);
    await first.settle(3);
    // The narrow one has 2 left, the wide one 5: 2 are granted, and both count all 4 asked for until settled.
    const second = await takeFromDailyAllowances(deps, both, 4);
    expect(second.granted).toBe(2);
    await second.settle(2);
    expect((await takeFromDailyAllowance(deps, 'wide', 8, 10)).granted).toBe(3);
    expect((await takeFromDailyAllowance(deps, 'narrow', 5, 10)).granted).toBe(0);
  });
});
