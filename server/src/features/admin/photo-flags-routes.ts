import { okSchema } from '@mithaq/contract/auth';
import { photoFlagIdParamsSchema, photoFlagsResponseSchema, removeFlaggedPictureSchema } from '@mithaq/contract/photoSafety';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../auth-context';
import type { Platform } from '../../platform/platform';
import * as photoFlags from './photo-flags';

/** The Photos tab's routes, inside the admin guard's scope (`adminOf` is the guard's answer). */
export function registerPhotoFlagRoutes(scope: FastifyInstance, platform: Platform, adminOf: (request: FastifyRequest) => AuthContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get('/api/admin/photo-flags', { schema: { response: { 200: photoFlagsResponseSchema } } }, async (request) =>
    photoFlags.listPhotoFlags(platform, adminOf(request)),
  );

  api.post(
    '/api/admin/photo-flags/:flagId/allow',
    { schema: { params: photoFlagIdParamsSchema, response: { 200: okSchema } } },
    async (request) => photoFlags.allowPhotoFlag(platform, adminOf(request), request.params.flagId),
  );

  api.post(
    '/api/admin/photo-flags/:flagId/remove',
    { schema: { params: photoFlagIdParamsSchema, body: removeFlaggedPictureSchema, response: { 200: okSchema } } },
    async (request) => photoFlags.removeFlaggedPicture(platform, adminOf(request), request.params.flagId, request.body?.confirm, request.body?.pictureId),
  );
}
