import { geoEndpoints as endpoints } from '@mithaq/contract/endpoints/discover';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import { reverseGeocode } from './service';

export function registerGeoRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.reverse, async (request) => {
    await requireAuth(platform, request);
    return reverseGeocode(request.body.latitude, request.body.longitude);
  });
}
