import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as deliveries from './deliveries';

/** The Deliveries tab's routes, inside the admin guard's scope (`adminOf` is the guard's answer). */
export function registerDeliveryRoutes(scope: FastifyInstance, platform: Platform, adminOf: (request: FastifyRequest) => AuthContext) {
  route(scope, endpoints.deliveries, async (request) => deliveries.listDeliveries(platform, request.query.status, request.query.cursor, request.query.limit));

  route(scope, endpoints.retryDelivery, async (request) => deliveries.retryDelivery(platform, adminOf(request), request.params.deliveryId));

  route(scope, endpoints.discardDelivery, async (request) =>
    deliveries.discardDelivery(platform, adminOf(request), request.params.deliveryId, request.body?.confirm),
  );
}
