import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as corrections from './sex-corrections';

/**
 * The gender correction requests' routes, inside the admin guard's scope (`adminOf` is the
 * guard's answer). No step-up code: as for the moderator's own correction, which they reuse.
 */
export function registerSexCorrectionReviewRoutes(scope: FastifyInstance, platform: Platform, adminOf: (request: FastifyRequest) => AuthContext) {
  route(scope, endpoints.sexCorrections, async () => corrections.listSexCorrections(platform));

  route(scope, endpoints.correctRequested, async (request) => corrections.correctRequested(platform, adminOf(request), request.params.requestId));

  route(scope, endpoints.declineRequested, async (request) => corrections.declineRequested(platform, adminOf(request), request.params.requestId));
}
