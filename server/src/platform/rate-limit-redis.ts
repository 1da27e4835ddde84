import type { Redis } from 'ioredis';
import { decide, peekAt, type RateLimiter } from './rate-limit';

const PREFIX = 'mithaq:rate:';

/**
 * One fixed window per key, counted in one atomic step: INCRBY the hit's weight, and PEXPIRE when
 * the key is new (or somehow lost its expiry, so it can never count forever). Returns the count
 * and the milliseconds left in the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Hits taken back from a window still open (a key that expired is not made again), never below 0. */
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  redis.call('SET', KEYS[1], math.max(0, count - tonumber(ARGV[1])), 'KEEPTTL')
end
return 0
`;

/** Counters every server shares (REDIS_URL): an attacker gets the limit once, not once per server. Redis's clock ends the windows. */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowMs, weight = 1) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, PREFIX + key, Math.max(1, Math.round(windowMs)), weight)) as [number, number];
      return decide(count, limit, ttl);
    },
    async peek(key, limit) {
      const [[, count], [, ttl]] = (await redis.multi().get(PREFIX + key).pttl(PREFIX + key).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      return peekAt(Number(count ?? 0), limit, Math.max(0, ttl));
    },
    async giveBack(key, amount) {
      await redis.eval(GIVE_BACK_SCRIPT, 1, PREFIX + key, amount);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
  };
}
