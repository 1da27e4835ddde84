import { profilesEndpoints as endpoints } from '@mithaq/contract/endpoints/profiles';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as service from './sex-correction';

export function registerSexCorrectionRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.sexCorrection, async (request) => service.sexCorrectionStatus(platform, await requireAuth(platform, request)));

  route(app, endpoints.askSexCorrection, async (request) => service.askSexCorrection(platform, await requireAuth(platform, request), request.body));
}
