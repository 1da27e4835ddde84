import { limits } from '@mithaq/contract/constants';
import { verificationEndpoints as endpoints } from '@mithaq/contract/endpoints/verification';
import { verificationMessages } from '@mithaq/contract/verification';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../errors';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import { acceptPictureBodies, createUploadGate, pictureBodyErrors } from '../pictures/public';
import { registerVerificationAskRoutes } from './asks-routes';
import * as service from './service';

export async function registerVerificationRoutes(app: FastifyInstance, platform: Platform) {
  registerVerificationAskRoutes(app, platform);
  route(app, endpoints.state, async (request) => ({
    verification: await service.myVerification(platform, await requireAuth(platform, request)),
  }));

  route(app, endpoints.startTry, async (request) => service.startTry(platform, await requireAuth(platform, request)));

  // As a picture upload: the member is admitted (and counted) before a byte of the body is read.
  const gate = createUploadGate(platform);
  await app.register(async (scope) => {
    acceptPictureBodies(scope);
    route(
      scope,
      endpoints.selfie,
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw invalid(verificationMessages.selfieRequired);
        return { verification: await service.submitSelfie(platform, gate.authOf(request), request.query.challenge, body) };
      },
      { bodyLimit: limits.maxPictureBytes, onRequest: gate.admit, errorHandler: pictureBodyErrors(() => 'selfie') },
    );
  });
}
