import path from 'node:path';
import type { Config } from '../config';
import type { DomainEvent } from '../events';
import { createInProcessBus, type EventBus } from './bus';
import { systemClock, type Clock } from './clock';
import type { Database } from './db/connect';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createMediaUrlSigner, type MediaUrlSigner } from './media-urls';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit';
import { deriveKey, resolveAppSecret } from './secrets';
import { createLocalStorage } from './storage/local';
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
  bus: EventBus<DomainEvent>;
  mediaUrls: MediaUrlSigner;
  rateLimiter: RateLimiter;
  keys: { accessToken: Buffer; oneTimeToken: Buffer };
}

export type PlatformOverrides = Partial<Pick<Platform, 'clock' | 'storage' | 'mailer' | 'bus'>>;

export function createPlatform(
  config: Config,
  database: Database,
  logger: Logger,
  overrides: PlatformOverrides = {},
): Platform {
  const clock = overrides.clock ?? systemClock;
  const secret = resolveAppSecret(config.appSecret, config.dataDir);
  return {
    config,
    database,
    logger,
    clock,
    storage: overrides.storage ?? createLocalStorage(path.join(config.dataDir, 'media')),
    mailer:
      overrides.mailer ??
      createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail'), logger }),
    bus: overrides.bus ?? createInProcessBus<DomainEvent>((error) => logger.error({ err: error }, 'event handler failed')),
    mediaUrls: createMediaUrlSigner(deriveKey(secret, 'media-url'), clock),
    rateLimiter: createMemoryRateLimiter(clock),
    keys: { accessToken: deriveKey(secret, 'access-token'), oneTimeToken: deriveKey(secret, 'one-time-token') },
  };
}
