import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { isFanOut, type DomainEvent } from '../events';
import { createAfterAnswer, type AfterAnswer } from './after-answer';
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
import { createMetrics, type Metrics } from './metrics';
import { createReadiness, type DependencyCheck, type Readiness } from './readiness';
import { deriveKey, keyRing, resolveAppSecret, type KeyRing } from './secrets';
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
  /** The keys of APP_SECRET, and of APP_SECRET_PREVIOUS (still accepted) during a rotation. */
  keys: KeyRing;
  /** Whether this server should get traffic (its dependencies answer, it is not draining). */
  readiness: Readiness;
  /** The Prometheus figures (served by http/metrics.ts). */
  metrics: Metrics;
  /** Work a request leaves for after its answer (sign-up and reset decide there: nothing to time). */
  afterAnswer: AfterAnswer;
  /** Waits for the work left after answers, then closes the bus and Redis connections (the database has its own owner). */
  close(): Promise<void>;
}

export type PlatformOverrides = Partial<Pick<Platform, 'clock' | 'storage' | 'mailer' | 'bus' | 'push' | 'afterAnswer'>>;

/**
 * The bus the features publish on. It counts the chat messages this server stores (each is
 * announced once, after its commit), and a publication that fails (Redis unreachable) is only
 * logged: every event announces work that has committed (server/src/platform/after-commit.ts), so
 * failing the caller would report a stored like or message as failed, and give back what it
 * counted (the day's likes, server/src/features/likes/service.ts). Clients catch up from the
 * database (docs/ARCHITECTURE.md, realtime).
 */
function announcing(bus: EventBus<DomainEvent>, metrics: Metrics, logger: Logger): EventBus<DomainEvent> {
  return {
    async publish(event) {
      if (event.type === 'message.created') metrics.messageSent();
      try {
        await bus.publish(event);
      } catch (error) {
        logger.error({ err: error, event: event.type }, 'event publication failed');
      }
    },
    subscribe: (handler) => bus.subscribe(handler),
    close: () => bus.close(),
  };
}

export function createPlatform(
  config: Config,
  database: Database,
  logger: Logger,
  overrides: PlatformOverrides = {},
): Platform {
  const clock = overrides.clock ?? systemClock;
  const secret = resolveAppSecret(config.appSecret, config.dataDir);
  const previous = config.appSecretPrevious;
  const metrics = createMetrics(config.commit);
  const onHandlerError = (error: unknown) => logger.error({ err: error }, 'event handler failed');
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  redis?.on('error', (error) => logger.error({ err: error }, 'redis error'));
  const bus =
    overrides.bus ??
    (config.redisUrl
      ? createRedisBus<DomainEvent>({ url: config.redisUrl, isFanOut, onHandlerError })
      : createInProcessBus<DomainEvent>(onHandlerError));
  const storage = overrides.storage ?? createConfiguredStorage(config, logger);
  const dependencies: DependencyCheck[] = [
    { name: 'database', check: () => database.db.execute(sql`select 1`) },
    ...(redis ? [{ name: 'redis' as const, check: () => redis.ping() }] : []),
    { name: 'storage', check: () => storage.check() },
  ];
  const readiness = createReadiness(dependencies);
  metrics.provide({ pool: () => database.poolStats?.(), readiness: () => readiness.report() });
  const afterAnswer = overrides.afterAnswer ?? createAfterAnswer(logger);
  return {
    config,
    database,
    logger,
    clock,
    storage,
    mailer:
      overrides.mailer ??
      createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail'), retentionDays: config.mailFileRetentionDays, logger }),
    push: overrides.push ?? createPushSender({ config: config.push, dataDir: config.dataDir, clock, logger }),
    bus: announcing(bus, metrics, logger),
    presence: redis ? createRedisPresence(redis) : createMemoryPresence(),
    mediaUrls: createMediaUrlSigner(deriveKey(secret, 'media-url'), clock, previous ? deriveKey(previous, 'media-url') : undefined),
    cursors: createCursorSealer(deriveKey(secret, 'page-cursor'), previous ? deriveKey(previous, 'page-cursor') : undefined),
    // Shared through Redis so every server counts together (the windows then follow Redis's clock).
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(clock),
    keys: keyRing(secret, previous),
    readiness,
    metrics,
    afterAnswer,
    async close() {
      await afterAnswer.settled();
      await bus.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
