import { askSexCorrectionSchema, sexCorrectionStatusSchema } from '@mithaq/contract/sexCorrection';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as service from './sex-correction';

/** The member's gender correction request (issue 29): read it, send one from Edit Profile. */
export function registerSexCorrectionRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/profiles/me/sex-correction', { schema: { response: { 200: sexCorrectionStatusSchema } } }, async (request) =>
    service.sexCorrectionStatus(platform, await requireAuth(platform, request)),
  );

  api.post(
    '/api/profiles/me/sex-correction',
    { schema: { body: askSexCorrectionSchema, response: { 200: sexCorrectionStatusSchema } } },
    async (request) => service.askSexCorrection(platform, await requireAuth(platform, request), request.body),
  );
}
