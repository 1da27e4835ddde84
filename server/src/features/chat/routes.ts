import {
  markReadBodySchema,
  markReadResponseSchema,
  messagePageSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  unreadCountsSchema,
} from '@mithaq/contract/chat';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as chat from './service';

const params = z.object({ id: z.uuid() });

export function registerChatRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/matches/:id/messages',
    { schema: { params, querystring: messagesQuerySchema, response: { 200: messagePageSchema } } },
    async (request) => chat.history(platform, await requireAuth(platform, request), request.params.id, request.query),
  );

  api.post(
    '/api/matches/:id/messages',
    { schema: { params, body: sendMessageBodySchema, response: { 200: sendMessageResponseSchema } } },
    async (request) => ({
      message: await chat.sendMessage(platform, await requireAuth(platform, request), request.params.id, request.body),
    }),
  );

  api.post(
    '/api/matches/:id/read',
    { schema: { params, body: markReadBodySchema, response: { 200: markReadResponseSchema } } },
    async (request) => chat.markRead(platform, await requireAuth(platform, request), request.params.id, request.body?.upToSeq),
  );

  api.get('/api/chat/unread', { schema: { response: { 200: unreadCountsSchema } } }, async (request) =>
    chat.unreadCounts(platform, await requireAuth(platform, request)),
  );
}
