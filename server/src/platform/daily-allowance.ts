import type { Clock } from './clock';
import type { RateLimiter } from './rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What was taken from a day's allowance. */
export interface Taken {
  /** How many of those asked for fit in what was left of the day's allowance (0 when none). */
  granted: number;
  /** Says how many were used: the rest of what was asked for goes back to the day's allowance. */
  settle(used: number): Promise<void>;
}

/**
 * Takes up to `wanted` from the allowance `limit` of `key` for the current UTC day, counted in
 * the rate limiter (in Redis with REDIS_URL, so every server shares it). The whole amount asked
 * for is counted in one atomic step before anything is known, so parallel takes never grant
 * more than the limit together; the caller then settles with what it used, and the unused part
 * is given back (within the same day only: a new day starts from nothing anyway).
 */
export async function takeFromDailyAllowance(
  deps: { rateLimiter: RateLimiter; clock: Clock },
  key: string,
  limit: number,
  wanted: number,
): Promise<Taken> {
  if (wanted <= 0) return { granted: 0, settle: async () => {} };
  const now = deps.clock.now();
  const dayKey = `${key}:${now.toISOString().slice(0, 10)}`;
  const { count } = await deps.rateLimiter.hit(dayKey, limit, DAY_MS - (now.getTime() % DAY_MS), wanted);
  const granted = Math.max(0, Math.min(wanted, limit - (count - wanted)));
  return {
    granted,
    async settle(used) {
      if (used < wanted) await deps.rateLimiter.giveBack(dayKey, wanted - used);
    },
  };
}

/**
 * Takes up to `wanted` from several allowances at once (a network and the wider block around
 * it): what is granted is what fits in every one of them, and each gets back what was not used.
 */
export async function takeFromDailyAllowances(
  deps: { rateLimiter: RateLimiter; clock: Clock },
  allowances: { key: string; limit: number }[],
  wanted: number,
): Promise<Taken> {
  const taken = await Promise.all(allowances.map(({ key, limit }) => takeFromDailyAllowance(deps, key, limit, wanted)));
  return {
    granted: Math.min(wanted, ...taken.map((one) => one.granted)),
    async settle(used) {
      await Promise.all(taken.map((one) => one.settle(used)));
    },
  };
}
