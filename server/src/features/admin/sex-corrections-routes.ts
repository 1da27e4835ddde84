import { correctSexResponseSchema } from '@mithaq/contract/admin';
import { okSchema } from '@mithaq/contract/auth';
import { adminSexCorrectionsSchema, sexCorrectionIdParamsSchema } from '@mithaq/contract/sexCorrection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../auth-context';
import type { Platform } from '../../platform/platform';
import * as corrections from './sex-corrections';

/**
 * The gender correction requests' routes, inside the admin guard's scope (`adminOf` is the
 * guard's answer). No step-up code: as for the moderator's own correction, which they reuse.
 */
export function registerSexCorrectionReviewRoutes(scope: FastifyInstance, platform: Platform, adminOf: (request: FastifyRequest) => AuthContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get('/api/admin/sex-corrections', { schema: { response: { 200: adminSexCorrectionsSchema } } }, async () =>
    corrections.listSexCorrections(platform),
  );

  api.post(
    '/api/admin/sex-corrections/:requestId/correct',
    { schema: { params: sexCorrectionIdParamsSchema, response: { 200: correctSexResponseSchema } } },
    async (request) => corrections.correctRequested(platform, adminOf(request), request.params.requestId),
  );

  api.post(
    '/api/admin/sex-corrections/:requestId/decline',
    { schema: { params: sexCorrectionIdParamsSchema, response: { 200: okSchema } } },
    async (request) => corrections.declineRequested(platform, adminOf(request), request.params.requestId),
  );
}
