import type { Redis } from 'ioredis';

/**
 * Which chat each connected user has open ("active in chat"), so a message they are
 * watching arrive does not also notify them. One entry per socket: two tabs, two entries.
 */
export interface Presence {
  view(userId: string, connectionId: string, matchId: string | null): Promise<void>;
  leave(userId: string, connectionId: string): Promise<void>;
  isViewing(userId: string, matchId: string): Promise<boolean>;
}

export function createMemoryPresence(): Presence {
  const viewing = new Map<string, Map<string, string>>();
  return {
    async view(userId, connectionId, matchId) {
      const mine = viewing.get(userId) ?? new Map<string, string>();
      if (matchId) mine.set(connectionId, matchId);
      else mine.delete(connectionId);
      if (mine.size > 0) viewing.set(userId, mine);
      else viewing.delete(userId);
    },
    async leave(userId, connectionId) {
      await this.view(userId, connectionId, null);
    },
    async isViewing(userId, matchId) {
      return [...(viewing.get(userId)?.values() ?? [])].includes(matchId);
    },
  };
}

/** How long an entry outlives a server that died without saying goodbye (the heartbeat renews it). */
const PRESENCE_TTL_SECONDS = 90;

/** Shared by every server: a hash per user, socket id → open match, expiring unless renewed. */
export function createRedisPresence(redis: Redis): Presence {
  const key = (userId: string) => `mithaq:viewing:${userId}`;
  return {
    async view(userId, connectionId, matchId) {
      if (!matchId) {
        await redis.hdel(key(userId), connectionId);
        return;
      }
      await redis.multi().hset(key(userId), connectionId, matchId).expire(key(userId), PRESENCE_TTL_SECONDS).exec();
    },
    async leave(userId, connectionId) {
      await redis.hdel(key(userId), connectionId);
    },
    async isViewing(userId, matchId) {
      return (await redis.hvals(key(userId))).includes(matchId);
    },
  };
}
