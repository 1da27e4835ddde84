import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { CLUSTER_VAPID } from '../test/support/server-process';
import { openDatabase, type Database } from '../src/platform/db/connect';
import { migrate } from '../src/platform/db/migrate';
import { createLogger } from '../src/platform/logger';
import { createPlatform, type Platform } from '../src/platform/platform';

export interface BenchTarget {
  baseUrl: string;
  platform: Platform;
  close(): Promise<void>;
}

/**
 * The real server on a loopback port: PostgreSQL when DATABASE_URL is set, otherwise a
 * fresh in-memory PGlite. Benchmarks talk to it over HTTP like a client would.
 */
export async function startBenchTarget(
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance, platform: Platform) => void } = {},
): Promise<BenchTarget> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mithaq-bench-'));
  const url = process.env.DATABASE_URL;
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    APP_SECRET: process.env.APP_SECRET ?? 'benchmark-secret-0123456789abcdef0123',
    // The upload benchmark sends one member's pictures back to back, far over the hourly rate.
    RATE_LIMIT_UPLOADS_PER_HOUR: '1000000',
    // A few members read far faster than people do (the deck and chat benchmarks).
    RATE_LIMIT_READS_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_IP_PER_MINUTE: '1000000',
    // Bench viewers are shown far more new profiles a day than the anti-scraping quota allows.
    QUOTA_PROFILE_VIEWS_PER_DAY: '1000000',
    // ...and every bench request comes from 127.0.0.1: the network's budget, and the likes cap, too.
    QUOTA_PROFILE_VIEWS_PER_IP_PER_DAY: '1000000',
    QUOTA_LIKES_PER_DAY: '1000000',
    ...(url ? { DATABASE_URL: url, ...CLUSTER_VAPID } : {}),
    // The server's own pool size (the default unless the environment says): benches measure the app as it runs.
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    ...options.env,
  });
  const database: Database = url
    ? await openDatabase({ kind: 'postgres', url, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: 'pglite', dir: undefined });
  await migrate(database.db);
  const platform = createPlatform(config, database, createLogger({ level: 'silent', pretty: false }));
  const app = await buildApp(platform);
  options.extend?.(app, platform);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    platform,
    close: async () => {
      await app.close();
      await platform.close();
      await database.close();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}
