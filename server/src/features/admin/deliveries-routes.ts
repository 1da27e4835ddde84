import { okSchema } from '@mithaq/contract/auth';
import { adminDeliveriesQuerySchema, adminDeliveriesResponseSchema, deliveryIdParamsSchema, discardDeliverySchema } from '@mithaq/contract/deliveries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../auth-context';
import type { Platform } from '../../platform/platform';
import * as deliveries from './deliveries';

/** The Deliveries tab's routes, inside the admin guard's scope (`adminOf` is the guard's answer). */
export function registerDeliveryRoutes(scope: FastifyInstance, platform: Platform, adminOf: (request: FastifyRequest) => AuthContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/deliveries',
    { schema: { querystring: adminDeliveriesQuerySchema, response: { 200: adminDeliveriesResponseSchema } } },
    async (request) => deliveries.listDeliveries(platform, request.query.status, request.query.cursor, request.query.limit),
  );

  api.post(
    '/api/admin/deliveries/:deliveryId/retry',
    { schema: { params: deliveryIdParamsSchema, response: { 200: okSchema } } },
    async (request) => deliveries.retryDelivery(platform, adminOf(request), request.params.deliveryId),
  );

  api.post(
    '/api/admin/deliveries/:deliveryId/discard',
    { schema: { params: deliveryIdParamsSchema, body: discardDeliverySchema, response: { 200: okSchema } } },
    async (request) => deliveries.discardDelivery(platform, adminOf(request), request.params.deliveryId, request.body?.confirm),
  );
}
