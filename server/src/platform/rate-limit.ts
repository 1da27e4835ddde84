import type { Clock } from './clock';

export interface RateDecision {
  allowed: boolean;
  retryAfterMs: number;
}

/**
 * Fixed-window counters. In memory: each server counts on its own, which bounds an
 * attacker by (limit × servers); a Redis-backed limiter can take the same interface.
 * Windows end by themselves, so no key is ever locked out for good.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): RateDecision;
  peek(key: string, limit: number): RateDecision;
  reset(key: string): void;
}

const PRUNE_AT = 10_000;

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  };
  const prune = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  };
  return {
    hit(key, limit, windowMs) {
      const now = clock.now().getTime();
      if (windows.size >= PRUNE_AT) prune(now);
      const window = current(key, now) ?? { count: 0, endsAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { allowed: window.count <= limit, retryAfterMs: window.count <= limit ? 0 : window.endsAt - now };
    },
    peek(key, limit) {
      const now = clock.now().getTime();
      const window = current(key, now);
      const allowed = !window || window.count < limit;
      return { allowed, retryAfterMs: allowed || !window ? 0 : window.endsAt - now };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
