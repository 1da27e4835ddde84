import { marriageEndpoints as endpoints } from '@mithaq/contract/endpoints/marriage';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as marriage from './service';

export function registerMarriageRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.get, async (request) => marriage.marriageOf(platform, await requireAuth(platform, request), request.params.id));
  route(app, endpoints.say, async (request) => marriage.sayMarried(platform, await requireAuth(platform, request), request.params.id));
  route(app, endpoints.confirm, async (request) => marriage.confirmMarried(platform, await requireAuth(platform, request), request.params.id));
  route(app, endpoints.decline, async (request) => marriage.declineMarried(platform, await requireAuth(platform, request), request.params.id));
  route(app, endpoints.keepChat, async (request) => marriage.keepChat(platform, await requireAuth(platform, request), request.params.id, request.body.keep));
}
