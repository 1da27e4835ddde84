import { geoEndpoints as endpoints } from '@mithaq/contract/endpoints/discover';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import { reverseGeocode } from './service';

export function registerGeoRoutes(app: FastifyInstance, platform: Platform) {
  // POST, so the coordinates travel in the body and never appear in an access log's URL.
  route(app, endpoints.reverse, async (request) => {
    await requireAuth(platform, request);
    return reverseGeocode(request.body.latitude, request.body.longitude);
  });
}
