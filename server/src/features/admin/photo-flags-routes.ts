import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as photoFlags from './photo-flags';

/** The Photos tab's routes, inside the admin guard's scope (`adminOf` is the guard's answer). */
export function registerPhotoFlagRoutes(scope: FastifyInstance, platform: Platform, adminOf: (request: FastifyRequest) => AuthContext) {
  route(scope, endpoints.photoFlags, async (request) => photoFlags.listPhotoFlags(platform, adminOf(request)));

  route(scope, endpoints.allowPhotoFlag, async (request) => photoFlags.allowPhotoFlag(platform, adminOf(request), request.params.flagId));

  route(scope, endpoints.removeFlaggedPicture, async (request) =>
    photoFlags.removeFlaggedPicture(platform, adminOf(request), request.params.flagId, request.body?.confirm, request.body?.pictureId),
  );
}
