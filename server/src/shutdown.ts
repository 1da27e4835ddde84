import { realtimeCloseCodes } from '@mithaq/contract/realtime';
import type { FastifyInstance } from 'fastify';
import type { ShutdownConfig } from './config';
import type { MetricsListener } from './http/metrics';
import type { Jobs } from './jobs/jobs';
import type { Database } from './platform/db/connect';
import type { Platform } from './platform/platform';

/** How long a socket told to go away may take to answer the close before it is cut. */
const SOCKET_CLOSE_GRACE_MS = 2000;

export interface RunningServer {
  app: FastifyInstance;
  jobs: Jobs;
  platform: Platform;
  database: Database;
  metricsListener: MetricsListener | undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tells every WebSocket to reconnect elsewhere (1001 going away: the client reconnects at once
 * through the balancer, which no longer sends here), and cuts the ones that do not answer.
 */
function sendSocketsAway(app: FastifyInstance) {
  if (!app.hasDecorator('websocketServer')) return;
  const sockets = [...app.websocketServer.clients];
  for (const socket of sockets) socket.close(realtimeCloseCodes.goingAway, 'server shutting down');
  setTimeout(() => sockets.forEach((socket) => socket.terminate()), SOCKET_CLOSE_GRACE_MS).unref();
}

/**
 * The graceful stop (SIGTERM, SIGINT): readiness answers 503 at once, so load balancers stop
 * sending new work; after `drainMs` (their polling interval) the listener closes, so new
 * connections are refused; sockets are sent away; requests in flight finish (their answers say
 * `Connection: close`); jobs stop after their current run (a scheduled backup between two archive
 * entries: server/src/platform/backup/schedule.ts); the bus, Redis and the database close;
 * the process exits 0. Past `timeoutMs` from the signal it exits 1 whatever is still running.
 * SIGINT is Ctrl-C in a terminal, where no balancer waits: it skips the drain delay. A second
 * signal exits at once.
 */
export function gracefulShutdown(server: RunningServer, config: ShutdownConfig, exit: (code: number) => never = process.exit) {
  const { app, jobs, platform, database, metricsListener } = server;
  const { logger } = platform;
  let stopping = false;
  return async (signal: string) => {
    if (stopping) exit(1);
    stopping = true;
    platform.readiness.startDraining();
    const drainMs = signal === 'SIGINT' ? 0 : config.drainMs;
    logger.info({ signal, drainMs }, 'draining: readiness answers 503');
    setTimeout(() => {
      logger.error({ timeoutMs: config.timeoutMs }, 'shutdown took too long: exiting now');
      exit(1);
    }, config.timeoutMs).unref();
    try {
      await pause(drainMs);
      sendSocketsAway(app); // before Fastify's own close, which would close them without a code
      await app.close(); // stops accepting; waits for the requests in flight
      await metricsListener?.close();
      await jobs.stop();
      await platform.close();
      await database.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      exit(1);
    }
    logger.info('stopped');
    exit(0);
  };
}
