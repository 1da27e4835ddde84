import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DomainEvent } from '../../src/events';
import type { AfterAnswer } from '../../src/platform/after-answer';
import type { EventBus } from '../../src/platform/bus';
import { createTestClock, type TestClock } from '../../src/platform/clock';
import { createLogger } from '../../src/platform/logger';
import { createPlatform, type Platform } from '../../src/platform/platform';
import { createMailer } from '../../src/platform/mail/mailer';
import { startJobs, type Jobs } from '../../src/jobs/jobs';
import { sharedMailDir } from './mail';
import type { Database } from '../../src/platform/db/connect';
import { isolatedDatabase, testDatabase } from './database';

/** Longer than any close of a test server takes, shorter than the hook's timeout. */
const CLOSE_STEP_MS = 20_000;

/**
 * One step of closing a test server, given at most CLOSE_STEP_MS: a step that stalls is named on
 * stderr and the close goes on. Once, on a loaded CI machine, an afterAll closing readiness
 * test servers hit the 120 s hook timeout with nothing saying which step waited; the product's
 * own stop is bounded by SHUTDOWN_TIMEOUT_MS and tested in
 * server/test/http/graceful-shutdown.test.ts.
 */
async function boundedStep(step: string, promise: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), CLOSE_STEP_MS);
  });
  const outcome = await Promise.race([promise, stalled]).finally(() => clearTimeout(timer));
  if (outcome === 'stalled') process.stderr.write(`test server close: ${step} still waiting after ${CLOSE_STEP_MS} ms; going on\n`);
}

export interface TestServer {
  baseUrl: string;
  platform: Platform;
  jobs: Jobs;
  clock: TestClock;
  dataDir: string;
  /** The Fastify app itself: `inject` runs a request through the whole stack without a socket. */
  app: FastifyInstance;
  /** fetch against the running server; the path starts with '/'. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  webDistDir?: string;
  env?: Record<string, string>;
  /** Its own database, closed with the server (for tests of jobs that act on every row). */
  isolatedDatabase?: boolean;
  /** A database the test opened (and closes): e.g. one whose URL pg_dump is given (server/test/cli/backup.pg.test.ts). */
  database?: Database;
  /** Where the log goes (at LOG_LEVEL, silent unless set): a test reads what the server logged. */
  logDestination?: DestinationStream;
  /** Adds routes before the server starts listening (e.g. to exercise the error handler). */
  extend?: (app: FastifyInstance) => void;
  /** Told of every route the app adds, as it adds it. */
  onRoute?: BuildOptions['onRoute'];
  /** Work left for after the answers, e.g. held until the test releases it (support/after-answer.ts). */
  afterAnswer?: AfterAnswer;
  /** The bus under the platform's own (e.g. one whose publications fail, as Redis's do when it is unreachable). */
  bus?: EventBus<DomainEvent>;
}

/** The real server on an ephemeral port, on the worker's shared database, with its own folders and clock. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mithaq-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    APP_SECRET: 'integration-test-secret-0123456789abcdef',
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    // Tests fire hundreds of changes per member in a second (races); the limit has its own test.
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    // Likewise reads (paging races, deck walks); read-limit.test.ts sets its own.
    RATE_LIMIT_READS_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_IP_PER_MINUTE: '1000000',
    // Every test's requests come from 127.0.0.1: the per-network budgets and the flag of many
    // sign-ups from one network have their own tests (network-budget, likes-cap, network-flags).
    QUOTA_PROFILE_VIEWS_PER_IP_PER_DAY: '1000000',
    QUOTA_PROFILE_VIEWS_PER_IPV6_48_PER_DAY: '1000000',
    QUOTA_LIKES_PER_DAY: '1000000',
    FLAG_SIGN_UPS_PER_NETWORK: '1000000',
    // Every test's member is minutes old and calls from 127.0.0.1; guardians/invite-limits.test.ts tests both rules.
    GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS: '0',
    RATE_LIMIT_GUARDIAN_INVITES_PER_IP: '1000000',
    // The tests' push services (Web Push receiver, FCM) listen on loopback, on any port (the
    // config refuses it in production, which a few tests start).
    ...(options.env?.NODE_ENV === 'production' ? {} : { PUSH_ALLOW_LOOPBACK: 'true' }),
    // ...all of them one host to the transport: its per-host limit has its own test (push/black-holes).
    PUSH_CONCURRENCY_PER_HOST: '1000',
    ...options.env,
  });
  const clock = createTestClock(new Date());
  const database = options.database ?? (options.isolatedDatabase ? await isolatedDatabase() : await testDatabase());
  const logger = createLogger({ level: config.logLevel, pretty: false, destination: options.logDestination });
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: undefined, mailDir: sharedMailDir, logger });
  const platform = createPlatform(config, database, logger, {
    clock,
    mailer,
    ...(options.afterAnswer ? { afterAnswer: options.afterAnswer } : {}),
    ...(options.bus ? { bus: options.bus } : {}),
  });
  const app = await buildApp(platform, { onRoute: options.onRoute });
  // Tests run the timer sweep and weekly grant themselves, with a moved clock.
  const jobs = startJobs(platform, { schedule: false });
  options.extend?.(app);
  await app.listen({ host: config.host, port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl,
    platform,
    jobs,
    clock,
    dataDir,
    app,
    fetch: (pathname, init) => fetch(`${baseUrl}${pathname}`, init),
    close: async () => {
      await boundedStep('jobs.stop', jobs.stop());
      await boundedStep('app.close', app.close());
      await boundedStep('platform.close', platform.close());
      if (options.isolatedDatabase && !options.database) await boundedStep('database.close', database.close());
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test server with a database of its own, for a file that reads the mail it sends: on
 * PostgreSQL another file's outbox run could deliver that mail into its own worker's folder.
 */
export function startMailingServer(env: Record<string, string>): Promise<TestServer> {
  return startTestServer({ isolatedDatabase: true, env });
}
