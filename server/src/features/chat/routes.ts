import { chatEndpoints as endpoints } from '@mithaq/contract/endpoints/chat';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as chat from './service';

export function registerChatRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.history, async (request) => chat.history(platform, await requireAuth(platform, request), request.params.id, request.query));

  route(app, endpoints.send, async (request) => ({
    message: await chat.sendMessage(platform, await requireAuth(platform, request), request.params.id, request.body),
  }));

  route(app, endpoints.markRead, async (request) => chat.markRead(platform, await requireAuth(platform, request), request.params.id, request.body?.upToSeq));

  route(app, endpoints.unread, async (request) => chat.unreadCounts(platform, await requireAuth(platform, request)));
}
