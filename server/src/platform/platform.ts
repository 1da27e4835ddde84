import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { isFanOut, type DomainEvent } from '../events';
import { createInProcessBus, type EventBus } from './bus';
import { createRedisBus } from './bus-redis';
import { systemClock, type Clock } from './clock';
import type { Database } from './db/connect';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createCursorSealer, type CursorSealer } from './cursors';
import { createMediaUrlSigner, type MediaUrlSigner } from './media-urls';
import { createMemoryPresence, createRedisPresence, type Presence } from './presence';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit';
import { createPushSender, type PushSender } from './push/push-sender';
import { createRedisRateLimiter } from './rate-limit-redis';
import { deriveKey, resolveAppSecret } from './secrets';
import { createConfiguredStorage } from './storage/configured';
import type { Storage } from './storage/storage';

/**
 * Everything a feature may touch outside itself, built once at start-up and passed down as
 * a plain object (no container). Tests build the same object with their own clock and folders.
 */
export interface Platform {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  storage: Storage;
  mailer: Mailer;
  /** Web Push and FCM: used by the outbox worker only (nothing on a request path waits for it). */
  push: PushSender;
  bus: EventBus<DomainEvent>;
  presence: Presence;
  mediaUrls: MediaUrlSigner;
  /** Seals list cursors (the deck's) for one viewer: opaque, unforgeable. */
  cursors: CursorSealer;
  rateLimiter: RateLimiter;
  /** refreshToken derives a rotated refresh token from its parent (parallel refreshes get the same child). */
  keys: {
    accessToken: Buffer;
    oneTimeToken: Buffer;
    refreshToken: Buffer;
    /** Encrypts admins' TOTP secrets at rest. */
    adminTotp: Buffer;
    /** Seals the admin sign-in ticket between the password and the code. */
    adminTicket: Buffer;
    /** HMACs the e-mail a deleted reported member leaves behind (a new sign-up with it is flagged). */
    evidenceEmail: Buffer;
    /** Signs the one-click unsubscribe links of non-transactional mail (no table: the MAC is the proof). */
    unsubscribe: Buffer;
  };
  /** Closes the bus and Redis connections (the database has its own owner). */
  close(): Promise<void>;
}

export type PlatformOverrides = Partial<Pick<Platform, 'clock' | 'storage' | 'mailer' | 'bus' | 'push'>>;

export function createPlatform(
  config: Config,
  database: Database,
  logger: Logger,
  overrides: PlatformOverrides = {},
): Platform {
  const clock = overrides.clock ?? systemClock;
  const secret = resolveAppSecret(config.appSecret, config.dataDir);
  const onHandlerError = (error: unknown) => logger.error({ err: error }, 'event handler failed');
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  redis?.on('error', (error) => logger.error({ err: error }, 'redis error'));
  const bus =
    overrides.bus ??
    (config.redisUrl
      ? createRedisBus<DomainEvent>({ url: config.redisUrl, isFanOut, onHandlerError })
      : createInProcessBus<DomainEvent>(onHandlerError));
  return {
    config,
    database,
    logger,
    clock,
    storage: overrides.storage ?? createConfiguredStorage(config, logger),
    mailer:
      overrides.mailer ??
      createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail'), logger }),
    push: overrides.push ?? createPushSender({ config: config.push, dataDir: config.dataDir, clock, logger }),
    bus,
    presence: redis ? createRedisPresence(redis) : createMemoryPresence(),
    mediaUrls: createMediaUrlSigner(deriveKey(secret, 'media-url'), clock),
    cursors: createCursorSealer(deriveKey(secret, 'page-cursor')),
    // Shared through Redis so every server counts together (the windows then follow Redis's clock).
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(clock),
    keys: {
      accessToken: deriveKey(secret, 'access-token'),
      oneTimeToken: deriveKey(secret, 'one-time-token'),
      refreshToken: deriveKey(secret, 'refresh-token'),
      adminTotp: deriveKey(secret, 'admin-totp'),
      adminTicket: deriveKey(secret, 'admin-ticket'),
      evidenceEmail: deriveKey(secret, 'evidence-email'),
      unsubscribe: deriveKey(secret, 'unsubscribe'),
    },
    async close() {
      await bus.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
