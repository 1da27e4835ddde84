import { okSchema } from '@mithaq/contract/auth';
import { keepChatSchema, marriageResponseSchema } from '@mithaq/contract/marriage';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as marriage from './service';

const params = z.object({ id: z.uuid() });

/** "We got married", from the chat: the match's marriage, saying it, confirming or declining it, keeping the chat. */
export function registerMarriageRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/matches/:id/marriage', { schema: { params, response: { 200: marriageResponseSchema } } }, async (request) =>
    marriage.marriageOf(platform, await requireAuth(platform, request), request.params.id),
  );
  api.post('/api/matches/:id/marriage', { schema: { params, response: { 200: okSchema } } }, async (request) =>
    marriage.sayMarried(platform, await requireAuth(platform, request), request.params.id),
  );
  api.post('/api/matches/:id/marriage/confirm', { schema: { params, response: { 200: okSchema } } }, async (request) =>
    marriage.confirmMarried(platform, await requireAuth(platform, request), request.params.id),
  );
  api.post('/api/matches/:id/marriage/decline', { schema: { params, response: { 200: okSchema } } }, async (request) =>
    marriage.declineMarried(platform, await requireAuth(platform, request), request.params.id),
  );
  api.put('/api/matches/:id/marriage/keep-chat', { schema: { params, body: keepChatSchema, response: { 200: marriageResponseSchema } } }, async (request) =>
    marriage.keepChat(platform, await requireAuth(platform, request), request.params.id, request.body.keep),
  );
}
