import { awayStatusSchema, setAwaySchema } from '@mithaq/contract/away';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as service from './service';

/** The member's "away" (issue 28): read it, set it, end it early. */
export function registerAwayRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/profiles/me/away', { schema: { response: { 200: awayStatusSchema } } }, async (request) =>
    service.awayStatus(platform, await requireAuth(platform, request)),
  );

  api.post('/api/profiles/me/away', { schema: { body: setAwaySchema, response: { 200: awayStatusSchema } } }, async (request) =>
    service.setAway(platform, await requireAuth(platform, request), request.body),
  );

  api.delete('/api/profiles/me/away', { schema: { response: { 200: awayStatusSchema } } }, async (request) =>
    service.endAway(platform, await requireAuth(platform, request)),
  );
}
