import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../src/platform/rate-limit-redis';

/** Runs under npm run test:multinode, where REDIS_URL is a real Redis (CI provides one). */
const redisUrl = process.env.REDIS_URL;
let servers: Redis[] = [];

beforeAll(() => {
  if (!redisUrl) throw new Error('test:multinode needs REDIS_URL');
  // Two connections stand for two servers.
  servers = [new Redis(redisUrl), new Redis(redisUrl)];
});
afterAll(async () => {
  await Promise.all(servers.map((redis) => redis.quit()));
});

const freshKey = () => `test:${crypto.randomUUID()}`;

describe('the Redis rate limiter', () => {
  it('counts every hit of two servers in one window, atomically', async () => {
    const [a, b] = servers.map(createRedisRateLimiter) as [ReturnType<typeof createRedisRateLimiter>, ReturnType<typeof createRedisRateLimiter>];
    const key = freshKey();
    const decisions = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).hit(key, 10, 60_000)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.map((d) => d.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const refused = decisions.find((d) => !d.allowed)!;
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await b.peek(key, 50)).toMatchObject({ allowed: false, count: 50 });
    expect((await b.peek(key, 51)).allowed).toBe(true);
  });

  it('lets each window end by itself and forgets a key on reset', async () => {
    const limiter = createRedisRateLimiter(servers[0]!);
    const key = freshKey();
    await limiter.hit(key, 1, 60_000);
    const ttl = await servers[0]!.pttl(`mithaq:rate:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect((await limiter.hit(key, 1, 60_000)).allowed).toBe(false);
    await limiter.reset(key);
    expect(await limiter.peek(key, 1)).toMatchObject({ allowed: true, count: 0 });
    expect((await limiter.hit(key, 1, 60_000)).allowed).toBe(true);
  });

  it('counts a weighted hit atomically and takes hits back only from a window still open', async () => {
    const [a, b] = servers.map(createRedisRateLimiter) as [ReturnType<typeof createRedisRateLimiter>, ReturnType<typeof createRedisRateLimiter>];
    const key = freshKey();
    const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(key, 50, 60_000, 5)));
    expect(decisions.map((d) => d.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 5));
    await a.giveBack(key, 30);
    expect((await b.peek(key, 100)).count).toBe(70);
    expect(await servers[0]!.pttl(`mithaq:rate:${key}`)).toBeGreaterThan(0);
    await a.giveBack(key, 1000);
    expect((await b.peek(key, 100)).count).toBe(0);
    const gone = freshKey();
    await a.giveBack(gone, 3);
    expect(await servers[0]!.exists(`mithaq:rate:${gone}`)).toBe(0);
  });

  it('gives a key that lost its expiry one again, so it cannot count forever', async () => {
    const limiter = createRedisRateLimiter(servers[0]!);
    const key = freshKey();
    await servers[0]!.set(`mithaq:rate:${key}`, '5');
    expect(await limiter.hit(key, 10, 30_000)).toMatchObject({ allowed: true, count: 6 });
    expect(await servers[0]!.pttl(`mithaq:rate:${key}`)).toBeGreaterThan(0);
  });
});
