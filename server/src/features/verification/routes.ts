import { limits } from '@mithaq/contract/constants';
import {
  selfieQuerySchema,
  verificationMessages,
  verificationStateResponseSchema,
  verificationTrySchema,
} from '@mithaq/contract/verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid } from '../../errors';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import { acceptPictureBodies, pictureBodyErrors } from '../pictures/raw-body';
import { createUploadGate } from '../pictures/upload-gate';
import { registerVerificationAskRoutes } from './asks-routes';
import * as service from './service';

/** The member's side of selfie verification; the moderators' routes are in the admin feature. */
export async function registerVerificationRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerVerificationAskRoutes(app, platform);
  api.get('/api/verification', { schema: { response: { 200: verificationStateResponseSchema } } }, async (request) => ({
    verification: await service.myVerification(platform, await requireAuth(platform, request)),
  }));

  api.post('/api/verification/tries', { schema: { response: { 200: verificationTrySchema } } }, async (request) =>
    service.startTry(platform, await requireAuth(platform, request)),
  );

  // As a picture upload: the member is admitted (and counted) before a byte of the body is read.
  const gate = createUploadGate(platform);
  await app.register(async (scope) => {
    acceptPictureBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/verification/selfie',
      {
        bodyLimit: limits.maxPictureBytes,
        onRequest: gate.admit,
        schema: { querystring: selfieQuerySchema, response: { 200: verificationStateResponseSchema } },
        errorHandler: pictureBodyErrors(() => 'selfie'),
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw invalid(verificationMessages.selfieRequired);
        return { verification: await service.submitSelfie(platform, gate.authOf(request), request.query.challenge, body) };
      },
    );
  });
}
