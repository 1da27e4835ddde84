import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { verifyAccessToken } from '../features/auth/tokens';
import type { Platform } from '../platform/platform';
import { clientKey, type RateLimiter } from '../platform/rate-limit';
import { checkWithAcceptedKeys } from '../platform/secrets';

const MINUTE = 60_000;
/** Polled by load balancers and orchestrators: never refused for being asked often. */
const UNLIMITED = new Set(['/api/health', '/api/ready']);

/**
 * @fastify/rate-limit's store over the platform's limiter: the same fixed windows and clock as
 * every other limit, and shared through Redis when REDIS_URL is set.
 */
function platformStore(limiter: RateLimiter): FastifyRateLimitStoreCtor {
  return class PlatformStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = MINUTE, max = 0) {
      limiter.hit(`reads:${key}`, max, timeWindow).then(
        (decision) => callback(null, { current: decision.count, ttl: decision.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child() {
      return this;
    }
  };
}

const isLimitedRead = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0]!;
  // Pictures (/media) and the web app's files are not API reads.
  return pathname.startsWith('/api/') && !UNLIMITED.has(pathname);
};

/**
 * The member an access token names (its signature and expiry checked, no database query: a
 * revoked session is refused by the route itself a moment later), or null.
 */
function readerOf(platform: Platform, request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const now = platform.clock.now().getTime();
  const claims = token ? checkWithAcceptedKeys(platform.keys, 'accessToken', (key) => verifyAccessToken(key, token, now)) : null;
  return claims?.sub ?? null;
}

/**
 * A per-minute limit on API reads (GET), per member when signed in and per client address
 * always (an IPv6 /64 counts as one), so neither many accounts on one machine nor one account
 * on many machines walks the whole API. Generous for people; the 429 carries Retry-After and
 * the app's error shape.
 */
export async function registerReadLimit(app: FastifyInstance, platform: Platform) {
  const { readsPerMemberPerMinute, readsPerIpPerMinute } = platform.config.rateLimits;
  await app.register(rateLimit, { global: false, store: platformStore(platform.rateLimiter) });
  const perMember = app.createRateLimit({
    keyGenerator: (request) => `member:${readerOf(platform, request)}`,
    max: readsPerMemberPerMinute,
    timeWindow: MINUTE,
  });
  const perAddress = app.createRateLimit({
    keyGenerator: (request) => `ip:${clientKey(request.ip)}`,
    max: readsPerIpPerMinute,
    timeWindow: MINUTE,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isLimitedRead(request)) return;
    const checks = readerOf(platform, request) ? [perMember, perAddress] : [perAddress];
    for (const check of checks) {
      const decision = await check(request);
      if (decision.isAllowed || !decision.isExceeded) continue;
      reply.header('retry-after', String(Math.max(1, decision.ttlInSeconds)));
      throw new DomainError('RATE_LIMITED', serverMessages.rateLimited);
    }
  });
}
