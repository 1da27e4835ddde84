import { notificationsEndpoints as endpoints } from '@mithaq/contract/endpoints/notifications';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as list from './list';

export function registerNotificationRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.list, async (request) => list.listNotifications(platform, await requireAuth(platform, request), request.query.cursor));

  route(app, endpoints.markRead, async (request) => list.markNotificationsRead(platform, await requireAuth(platform, request), request.body?.ids));
}
