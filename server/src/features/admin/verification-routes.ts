import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import { verificationQueue } from '../verification/public';
import * as verification from './verification';

/** The Verification tab's routes, inside the admin guard's scope (`adminOf` is the guard's answer). */
export function registerVerificationReviewRoutes(
  scope: FastifyInstance,
  platform: Platform,
  adminOf: (request: FastifyRequest) => AuthContext,
) {
  route(scope, endpoints.verificationQueue, async (request) => verificationQueue(platform, adminOf(request)));

  route(scope, endpoints.approveVerification, async (request) =>
    verification.approveVerification(platform, adminOf(request), request.params.requestId, request.body),
  );

  route(scope, endpoints.rejectVerification, async (request) =>
    verification.rejectVerification(platform, adminOf(request), request.params.requestId, request.body),
  );

  route(scope, endpoints.revokeVerification, async (request) =>
    verification.revokeVerification(platform, adminOf(request), request.params.profileId, request.body.reason),
  );
}
