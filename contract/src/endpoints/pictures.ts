import { z } from 'zod';
import { limits } from '../constants';
import { pictureSchema } from '../profiles';
import { defineEndpoint } from './define';

/** `{ pictures }`, the answer of every picture call. */
export const picturesResponseSchema = z.object({ pictures: z.array(pictureSchema) });

/** The member's own pictures. */
export const picturesEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/profiles/me/pictures',
    response: picturesResponseSchema,
    errors: ['pictures.maxReached', 'pictures.tooLarge', 'pictures.unsupported', 'pictures.tooManyPixels', 'pictures.unreadable', 'pictures.uploadsInProgress', 'pictures.uploadsPerHour', 'pictures.selectOne', 'photoSafety.matchedUploadsLimit'],
    webCallsDirectly: 'the body is the raw image file (X-File-Name its name), sent by uploadPictureFile (web/src/features/pictures/uploadPicture.ts) with progress',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles/me/pictures/:id',
    params: z.object({ id: z.string().max(100) }),
    response: picturesResponseSchema,
    errors: ['pictures.notFound', 'pictures.lastPicture'],
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/api/profiles/me/pictures/order',
    body: z.object({ ids: z.array(z.string().max(100)).max(limits.maxPictures) }),
    response: picturesResponseSchema,
    errors: ['pictures.orderMismatch'],
  }),
};
