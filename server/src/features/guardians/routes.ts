import { guardiansEndpoints as endpoints } from '@mithaq/contract/endpoints/guardians';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerGuardianRoutes(app: FastifyInstance, platform: Platform) {
  const auth = (request: Parameters<typeof requireAuth>[1]) => requireAuth(platform, request);

  route(app, endpoints.list, async (request) => service.listGuardians(platform, await auth(request)));
  route(app, endpoints.invite, async (request) => service.invite(platform, await auth(request), request.body, request.ip));
  route(app, endpoints.resend, async (request) => service.resend(platform, await auth(request), request.params.id, request.ip));
  route(app, endpoints.revoke, async (request) => service.revoke(platform, await auth(request), request.params.id));

  route(app, endpoints.inviteInfo, async (request) => service.inviteInfo(platform, request.query.token));
  route(app, endpoints.accept, async (request) => service.accept(platform, request.body.token));
  route(app, endpoints.stop, async (request) => service.stop(platform, request.body.token));
}
