import { deleteAccountSchema, okSchema } from '@mithaq/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import { clearSessionCookie } from '../auth/cookies';
import { exportData } from './export-service';
import * as service from './service';

export function registerAccountRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/account/deactivate', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await service.deactivateAccount(platform, await requireAuth(platform, request));
    clearSessionCookie(platform.config, reply);
    return { ok: true as const };
  });

  api.delete('/api/account', { schema: { body: deleteAccountSchema, response: { 200: okSchema } } }, async (request, reply) => {
    await service.deleteAccount(platform, await requireAuth(platform, request), request.body.password);
    clearSessionCookie(platform.config, reply);
    return { ok: true as const };
  });

  // Streamed, not built in memory: the reply is written as the rows are read.
  api.get('/api/account/export', async (request, reply) => {
    const { fileName, body } = await exportData(platform, await requireAuth(platform, request));
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}
