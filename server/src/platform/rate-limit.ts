import net from 'node:net';
import type { Clock } from './clock';

export interface RateDecision {
  allowed: boolean;
  retryAfterMs: number;
  /** Hits in the current window, this one included (0 for a peek at an empty window). */
  count: number;
  /** Until the current window ends (0 when there is none). */
  resetInMs: number;
}

/**
 * Fixed-window counters. In memory each server counts on its own; with REDIS_URL every server
 * shares them (rate-limit-redis.ts). Windows end by themselves, so no key is ever locked out
 * for good. Async because the shared implementation asks Redis: always await a decision.
 */
export interface RateLimiter {
  /** Counts `weight` hits (1 unless said) in the key's window, opening one if none is open. */
  hit(key: string, limit: number, windowMs: number, weight?: number): Promise<RateDecision>;
  peek(key: string, limit: number): Promise<RateDecision>;
  /** Takes back `amount` hits counted in the key's current window (never below 0; no window: nothing). */
  giveBack(key: string, amount: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The decision for a window holding `count` hits that ends in `resetInMs`. */
export function decide(count: number, limit: number, resetInMs: number): RateDecision {
  const allowed = count <= limit;
  return { allowed, retryAfterMs: allowed ? 0 : resetInMs, count, resetInMs };
}

/** A peek asks "would one more hit be allowed?" of a window holding `count`. */
export function peekAt(count: number, limit: number, resetInMs: number): RateDecision {
  const allowed = count < limit;
  return { allowed, retryAfterMs: allowed ? 0 : resetInMs, count, resetInMs };
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
    // No await before the increment: parallel hits on one key each see their own count.
    async hit(key, limit, windowMs, weight = 1) {
      const now = clock.now().getTime();
      if (windows.size >= PRUNE_AT) prune(now);
      const window = current(key, now) ?? { count: 0, endsAt: now + windowMs };
      window.count += weight;
      windows.set(key, window);
      return decide(window.count, limit, window.endsAt - now);
    },
    async peek(key, limit) {
      const now = clock.now().getTime();
      const window = current(key, now);
      return peekAt(window?.count ?? 0, limit, window ? window.endsAt - now : 0);
    },
    async giveBack(key, amount) {
      const window = current(key, clock.now().getTime());
      if (window) window.count = Math.max(0, window.count - amount);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * The rate-limit key of a client address: IPv4 as is (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * IPv6 by its /64 prefix, since one subscriber usually holds a whole /64 and could rotate
 * through it to get a fresh counter per request.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

/**
 * The /48 of an IPv6 address (the block a site, or a free tunnel broker's customer, usually
 * holds: 65,536 /64s), for budgets that one subscriber must not multiply by hopping between its
 * /64s. Null for IPv4, also written IPv4-mapped.
 */
export function ipv6SiteKey(ip: string): string | null {
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) || !net.isIPv6(ip)) return null;
  return `${ipv6Groups(ip).slice(0, 3).join(':')}::/48`;
}

/** The eight 16-bit groups of an IPv6 address, unabbreviated (a zone id is dropped). */
function ipv6Groups(ip: string): string[] {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parts = (text: string | undefined) => (text ? text.split(':').flatMap(expandIpv4Tail) : []);
  const left = parts(head);
  const right = parts(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => String(parseInt(group, 16).toString(16)));
}

/** "1.2.3.4" at the end of an IPv6 address stands for two groups. */
function expandIpv4Tail(part: string): string[] {
  if (!part.includes('.')) return [part];
  const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
