import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../config';
import type { Metrics } from '../platform/metrics';
import { sendError } from './error-handler';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token (compared in constant time); no token configured: anyone. */
export function metricsAuthorised(token: string | undefined, authorization: string | undefined): boolean {
  if (token === undefined) return true;
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * Times every answered request by its route's pattern ('/api/matches/:id/messages', never the
 * raw URL, whose ids would make a series per member; 'unmatched' for the web app's pages and
 * unknown paths), counts open sockets, and serves /metrics on the main port when METRICS_TOKEN
 * is set (otherwise /metrics is unknown here: Prometheus reads the METRICS_PORT listener).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: MetricsConfig) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  // The WebSocket server exists once the realtime routes are registered; read at scrape time.
  metrics.provide({ sockets: () => (app.hasDecorator('websocketServer') ? app.websocketServer.clients.size : 0) });
  const { token } = config;
  if (token === undefined) return;
  app.get(METRICS_PATH, { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!metricsAuthorised(token, request.headers.authorization)) {
      // Scrapes are logged from warn up (one every few seconds); a refused one is worth a line.
      request.log.warn('metrics: a scrape without the right token was refused');
      reply.header('WWW-Authenticate', 'Bearer');
      return sendError(reply, 'UNAUTHORIZED', serverMessages.unauthorized);
    }
    return reply.header('Cache-Control', 'no-store').type(metrics.contentType).send(await metrics.text());
  });
}

export interface MetricsListener {
  port: number;
  /** The address it is bound to (METRICS_HOST: loopback by default). */
  address: string;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: a listener of its own that serves only GET /metrics, bound to METRICS_HOST
 * (loopback by default; an internal interface for a Prometheus on another machine), never
 * reachable through the load balancer. METRICS_TOKEN, when set, is required here too.
 */
export async function startMetricsListener(metrics: Metrics, config: MetricsConfig & { port: number }): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    if (!metricsAuthorised(config.token, request.headers.authorization)) {
      response.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const bound = server.address() as AddressInfo;
  return {
    port: bound.port,
    address: bound.address,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
