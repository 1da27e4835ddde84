import { placeSchema, reverseGeocodeSchema } from '@mithaq/contract/geo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import { reverseGeocode } from './service';

export function registerGeoRoutes(app: FastifyInstance, platform: Platform) {
  // POST, so the coordinates travel in the body and never appear in an access log's URL.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/geo/reverse',
    { schema: { body: reverseGeocodeSchema, response: { 200: placeSchema } } },
    async (request) => {
      await requireAuth(platform, request);
      return reverseGeocode(request.body.latitude, request.body.longitude);
    },
  );
}
