import { profileIdParamsSchema } from '@mithaq/contract/admin';
import {
  approveVerificationSchema,
  rejectVerificationSchema,
  revokeVerificationSchema,
  verificationDecisionResponseSchema,
  verificationIdParamsSchema,
  verificationQueueSchema,
} from '@mithaq/contract/verification';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../auth-context';
import type { Platform } from '../../platform/platform';
import { verificationQueue } from '../verification/moderation';
import * as verification from './verification';

/** The Verification tab's routes, inside the admin guard's scope (`adminOf` is the guard's answer). */
export function registerVerificationReviewRoutes(
  scope: FastifyInstance,
  platform: Platform,
  adminOf: (request: FastifyRequest) => AuthContext,
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get('/api/admin/verification', { schema: { response: { 200: verificationQueueSchema } } }, async (request) =>
    verificationQueue(platform, adminOf(request)),
  );

  api.post(
    '/api/admin/verification/:requestId/approve',
    { schema: { params: verificationIdParamsSchema, body: approveVerificationSchema, response: { 200: verificationDecisionResponseSchema } } },
    async (request) => verification.approveVerification(platform, adminOf(request), request.params.requestId, request.body),
  );

  api.post(
    '/api/admin/verification/:requestId/reject',
    { schema: { params: verificationIdParamsSchema, body: rejectVerificationSchema, response: { 200: verificationDecisionResponseSchema } } },
    async (request) => verification.rejectVerification(platform, adminOf(request), request.params.requestId, request.body),
  );

  api.post(
    '/api/admin/profiles/:profileId/verification/revoke',
    { schema: { params: profileIdParamsSchema, body: revokeVerificationSchema, response: { 200: verificationDecisionResponseSchema } } },
    async (request) => verification.revokeVerification(platform, adminOf(request), request.params.profileId, request.body.reason),
  );
}
