import { healthResponseSchema, type HealthResponse } from '@mithaq/contract/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/connect';

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

/** GET /api/health: 200 when the database answers, 503 otherwise (load balancers read the status). */
export function registerHealthRoutes(app: FastifyInstance, db: Db, startedAt: number) {
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
}
