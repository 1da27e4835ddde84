import { healthEndpoints as endpoints } from '@mithaq/contract/endpoints/health';
import type { HealthResponse, ReadinessResponse } from '@mithaq/contract/health';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Db } from '../../platform/db/connect';
import type { Readiness } from '../../platform/readiness';
import { databaseAnswers } from './service';

/**
 * Balancers and monitors poll these every few seconds: at info level each poll would be two log
 * lines (86,400 a day per server at one a second), so a poll is logged only from warn up, and an
 * unhealthy answer is logged as a warning with its reason.
 */
const POLL_LOG_LEVEL = 'warn';

/**
 * GET /api/health (liveness: the process answers, and so does its database) and GET /api/ready
 * (readiness: send this server traffic or not; 503 while a dependency is down or it drains).
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db, readiness: Readiness, startedAt: number) {
  route(
    app,
    endpoints.health,
    async (request, reply) => {
      const ok = await databaseAnswers(db);
      const body: HealthResponse = {
        status: ok ? 'ok' : 'degraded',
        database: ok ? 'ok' : 'unavailable',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      if (!ok) request.log.warn(body, 'health check: the database does not answer');
      return reply.status(ok ? 200 : 503).header('Cache-Control', 'no-store').send(body);
    },
    { logLevel: POLL_LOG_LEVEL },
  );

  route(
    app,
    endpoints.ready,
    async (request, reply) => {
      const report = await readiness.report();
      const body: ReadinessResponse = {
        status: report.ready ? 'ready' : report.draining ? 'draining' : 'unavailable',
        checks: report.dependencies,
      };
      if (!report.ready) request.log.warn(body, 'readiness check: not ready');
      return reply.status(report.ready ? 200 : 503).header('Cache-Control', 'no-store').send(body);
    },
    { logLevel: POLL_LOG_LEVEL },
  );
}
