import { awayEndpoints as endpoints } from '@mithaq/contract/endpoints/away';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerAwayRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.status, async (request) => service.awayStatus(platform, await requireAuth(platform, request)));

  route(app, endpoints.set, async (request) => service.setAway(platform, await requireAuth(platform, request), request.body));

  route(app, endpoints.end, async (request) => service.endAway(platform, await requireAuth(platform, request)));
}
