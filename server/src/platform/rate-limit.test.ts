import { describe, expect, it } from 'vitest';
import { createTestClock } from './clock';
import { createMemoryRateLimiter } from './rate-limit';

describe('the rate limiter', () => {
  it('allows up to the limit in a window, then refuses until the window ends', () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    const results = Array.from({ length: 4 }, () => limiter.hit('ip:1', 3, 60_000).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect(limiter.hit('ip:1', 3, 60_000).retryAfterMs).toBe(60_000);
    expect(limiter.hit('ip:2', 3, 60_000).allowed).toBe(true);
    clock.advance(60_000);
    expect(limiter.hit('ip:1', 3, 60_000).allowed).toBe(true);
  });

  it('peeks without counting and forgets a key on reset', () => {
    const limiter = createMemoryRateLimiter(createTestClock());
    limiter.hit('a', 1, 1000);
    expect(limiter.peek('a', 1).allowed).toBe(false);
    expect(limiter.peek('a', 2).allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.peek('a', 1).allowed).toBe(true);
  });
});
