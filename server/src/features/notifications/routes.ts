import { markNotificationsReadSchema, notificationListSchema } from '@mithaq/contract/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as list from './list';

export function registerNotificationRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notifications',
    { schema: { querystring: z.object({ cursor: z.string().max(500).optional() }), response: { 200: notificationListSchema } } },
    async (request) => list.listNotifications(platform, await requireAuth(platform, request), request.query.cursor),
  );

  api.post(
    '/api/notifications/read',
    { schema: { body: markNotificationsReadSchema.nullish(), response: { 200: z.object({ marked: z.number().int() }) } } },
    async (request) => list.markNotificationsRead(platform, await requireAuth(platform, request), request.body?.ids),
  );
}
