import { describe, expect, it } from 'vitest';
import { createTestClock } from './clock';
import { clientKey, createMemoryRateLimiter, ipv6SiteKey } from './rate-limit';

describe('the rate limiter', () => {
  it('allows up to the limit in a window, then refuses until the window ends', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.hit('ip:1', 3, 60_000)).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.hit('ip:1', 3, 60_000)).toMatchObject({ allowed: false, retryAfterMs: 60_000, count: 5 });
    expect((await limiter.hit('ip:2', 3, 60_000)).allowed).toBe(true);
    clock.advance(60_000);
    expect(await limiter.hit('ip:1', 3, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts every one of many parallel hits', async () => {
    const limiter = createMemoryRateLimiter(createTestClock());
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('burst', 10, 60_000)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect((await limiter.peek('burst', 50)).count).toBe(50);
  });

  it('counts a weighted hit at once, and takes back hits only within the open window', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    expect(await limiter.hit('views', 10, 60_000, 7)).toMatchObject({ allowed: true, count: 7 });
    expect(await limiter.hit('views', 10, 60_000, 4)).toMatchObject({ allowed: false, count: 11 });
    await limiter.giveBack('views', 4);
    expect((await limiter.peek('views', 10)).count).toBe(7);
    await limiter.giveBack('views', 100);
    expect((await limiter.peek('views', 10)).count).toBe(0);
    clock.advance(60_000);
    await limiter.giveBack('views', 3);
    expect(await limiter.hit('views', 10, 60_000)).toMatchObject({ count: 1 });
  });

  it('peeks without counting and forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter(createTestClock());
    await limiter.hit('a', 1, 1000);
    expect((await limiter.peek('a', 1)).allowed).toBe(false);
    expect((await limiter.peek('a', 2)).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.peek('a', 1)).allowed).toBe(true);
  });
});

describe('clientKey', () => {
  it('keeps IPv4 as it is, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, however the address is written', () => {
    const key = '2001:db8:85a3:12::/64';
    expect(clientKey('2001:db8:85a3:12::1')).toBe(key);
    expect(clientKey('2001:0db8:85a3:0012:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:DB8:85A3:12:0:0:0:9')).toBe(key);
    expect(clientKey('2001:db8:85a3:13::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});

describe('ipv6SiteKey', () => {
  it('keys IPv6 by its /48, whichever of its /64s and however written; IPv4 has none', () => {
    const key = '2001:db8:85a3::/48';
    expect(ipv6SiteKey('2001:db8:85a3:12::1')).toBe(key);
    expect(ipv6SiteKey('2001:0db8:85a3:ffff:1:2:3:4')).toBe(key);
    expect(ipv6SiteKey('2001:DB8:85A3::9')).toBe(key);
    expect(ipv6SiteKey('2001:db8:85a4:12::1')).not.toBe(key);
    expect(ipv6SiteKey('203.0.113.7')).toBeNull();
    expect(ipv6SiteKey('::ffff:203.0.113.7')).toBeNull();
  });
});
