import { healthResponseSchema, readinessResponseSchema, type HealthResponse, type ReadinessResponse } from '@mithaq/contract/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/connect';
import type { Readiness } from '../../platform/readiness';

const DB_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (liveness: the process answers, and so does its database) and GET /api/ready
 * (readiness: send this server traffic or not; 503 while a dependency is down or it drains).
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db, readiness: Readiness, startedAt: number) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const ok = await databaseAnswers(db);
      const body: HealthResponse = {
        status: ok ? 'ok' : 'degraded',
        database: ok ? 'ok' : 'unavailable',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return reply.status(ok ? 200 : 503).header('Cache-Control', 'no-store').send(body);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const report = await readiness.report();
      const body: ReadinessResponse = {
        status: report.ready ? 'ready' : report.draining ? 'draining' : 'unavailable',
        checks: report.dependencies,
      };
      return reply.status(report.ready ? 200 : 503).header('Cache-Control', 'no-store').send(body);
    },
  );
}
