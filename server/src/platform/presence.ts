import type { Redis } from 'ioredis';

/**
 * Who has which chat open ("active in chat"), so a message they are watching arrive does not
 * also notify them. One entry per socket (two tabs, two entries), by match: a sender asks who
 * watches the match before the message is stored, without knowing yet who the other side is.
 * The socket handler remembers each socket's open chat and renews it with every heartbeat.
 */
export interface Presence {
  /** The socket `connectionId` of `userId` has `matchId` open (again: renews it). */
  enter(matchId: string, connectionId: string, userId: string): Promise<void>;
  exit(matchId: string, connectionId: string): Promise<void>;
  /** The members watching the match now. */
  viewersOf(matchId: string): Promise<string[]>;
}

/** How long an entry outlives a socket that vanished without saying goodbye (a heartbeat every 30 s renews it). */
export const PRESENCE_TTL_MS = 90_000;

export function createMemoryPresence(now: () => number = Date.now): Presence {
  const byMatch = new Map<string, Map<string, { userId: string; until: number }>>();
  return {
    async enter(matchId, connectionId, userId) {
      const viewers = byMatch.get(matchId) ?? new Map<string, { userId: string; until: number }>();
      viewers.set(connectionId, { userId, until: now() + PRESENCE_TTL_MS });
      byMatch.set(matchId, viewers);
    },
    async exit(matchId, connectionId) {
      const viewers = byMatch.get(matchId);
      viewers?.delete(connectionId);
      if (viewers?.size === 0) byMatch.delete(matchId);
    },
    async viewersOf(matchId) {
      const at = now();
      return [...(byMatch.get(matchId)?.values() ?? [])].filter((entry) => entry.until > at).map((entry) => entry.userId);
    },
  };
}

/**
 * Shared by every server: a hash per match, socket id → "userId until". Each entry carries its
 * own end, so one that a crashed server left behind stops counting even while the other
 * participant's heartbeat keeps the hash alive.
 */
export function createRedisPresence(redis: Redis, now: () => number = Date.now): Presence {
  const key = (matchId: string) => `mithaq:viewers:${matchId}`;
  return {
    async enter(matchId, connectionId, userId) {
      const ttlSeconds = Math.ceil(PRESENCE_TTL_MS / 1000);
      await redis.multi().hset(key(matchId), connectionId, `${userId} ${now() + PRESENCE_TTL_MS}`).expire(key(matchId), ttlSeconds).exec();
    },
    async exit(matchId, connectionId) {
      await redis.hdel(key(matchId), connectionId);
    },
    async viewersOf(matchId) {
      const at = now();
      return (await redis.hvals(key(matchId)))
        .map((value) => value.split(' '))
        .filter(([, until]) => Number(until) > at)
        .map(([userId]) => userId!);
    },
  };
}
