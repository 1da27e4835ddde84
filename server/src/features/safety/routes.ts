import { okSchema } from '@mithaq/contract/auth';
import { reportSchema, targetSchema } from '@mithaq/contract/discover';
import { myReportsResponseSchema } from '@mithaq/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerSafetyRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/blocks', { schema: { body: targetSchema, response: { 200: okSchema } } }, async (request) => {
    await service.block(platform, await requireAuth(platform, request), request.body.profileId);
    return { ok: true as const };
  });

  api.post('/api/reports', { schema: { body: reportSchema, response: { 200: okSchema } } }, async (request) => {
    await service.report(platform, await requireAuth(platform, request), request.body.profileId, request.body);
    return { ok: true as const };
  });

  api.get('/api/reports', { schema: { response: { 200: myReportsResponseSchema } } }, async (request) => ({
    reports: await service.myReports(platform, await requireAuth(platform, request)),
  }));
}
