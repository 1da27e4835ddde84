import { limits } from '@mithaq/contract/constants';
import { picturesEndpoints as endpoints } from '@mithaq/contract/endpoints/pictures';
import { pictureMessages } from '@mithaq/contract/profiles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../errors';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import type { ProfileChangeHook } from './changes';
import * as service from './service';
import { acceptPictureBodies, pictureBodyErrors } from './raw-body';
import { createUploadGate } from './upload-gate';

/** The original file name, for messages only (never for storage). */
function fileNameOf(request: FastifyRequest): string {
  const raw = request.headers['x-file-name'];
  let name = 'picture';
  if (typeof raw === 'string') {
    try {
      name = decodeURIComponent(raw);
    } catch {
      name = raw;
    }
  }
  // Printable characters only: the name goes into a message, never into a path.
  return [...name].filter((ch) => ch >= ' ' && ch !== '"' && ch !== '\\').join('').slice(0, 100) || 'picture';
}

/**
 * Uploads are the raw file as the body (so the browser can report progress); any declared type is
 * re-checked by magic bytes. The gate admits the caller before the body is read.
 */
/** `changed`: what a change of pictures does beyond them (verification/coverage.ts, given by app.ts). */
export async function registerPictureRoutes(app: FastifyInstance, platform: Platform, changed: ProfileChangeHook) {
  const gate = createUploadGate(platform);
  await app.register(async (scope) => {
    acceptPictureBodies(scope);
    route(
      scope,
      endpoints.upload,
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw invalid(pictureMessages.selectOne);
        return { pictures: await service.uploadPicture(platform, gate.authOf(request), body, fileNameOf(request), changed) };
      },
      { bodyLimit: limits.maxPictureBytes, onRequest: gate.admit, errorHandler: pictureBodyErrors(fileNameOf) },
    );
  });

  route(app, endpoints.delete, async (request) => ({
    pictures: await service.deletePicture(platform, await requireAuth(platform, request), request.params.id, changed),
  }));

  route(app, endpoints.reorder, async (request) => ({
    pictures: await service.reorderPictures(platform, await requireAuth(platform, request), request.body.ids),
  }));
}
