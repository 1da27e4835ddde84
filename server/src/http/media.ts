import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyInstance } from 'fastify';
import { createPictureAccess } from '../features/pictures/access';
import { createSelfieAccess, isSelfieKey } from '../features/verification/access';
import type { Platform } from '../platform/platform';
import { sendError } from './error-handler';
import { mediaViewer } from './media-viewer';

/**
 * GET /media/<key>?exp=…&sig=… streams a stored picture when the signature and expiry hold
 * for the viewer the request's viewer cookie, or its bearer token in the native wrapper, names
 * (http/media-viewer.ts), and that viewer may still see the picture
 * (no block either way, nobody suspended, the owner active or their match, photo privacy: re-checked on every
 * request, with answers kept a few seconds). Every failure is the same 404, so nothing can be
 * listed, guessed or probed, and a forwarded link shows nothing to anyone else.
 */
export function registerMediaRoute(app: FastifyInstance, platform: Pick<Platform, 'config' | 'database' | 'clock' | 'keys' | 'storage' | 'mediaUrls' | 'bus'>) {
  const { storage, mediaUrls: signer } = platform;
  const mayViewPicture = createPictureAccess(platform);
  app.addHook('onClose', async () => mayViewPicture.close());
  // Verification selfies are never a member's picture: moderators only.
  const mayViewSelfie = createSelfieAccess(platform);
  const mayView = (key: string, viewerId: string) => (isSelfieKey(key) ? mayViewSelfie(key, viewerId) : mayViewPicture(key, viewerId));
  app.decorate('mediaUrls', signer);
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>(
    '/media/*',
    async (request, reply) => {
      const key = request.params['*'];
      const viewerId = await mediaViewer(platform, request, reply);
      const remaining = viewerId === null ? null : signer.verify(key, request.query.exp, request.query.sig, viewerId);
      const object = remaining === null || !(await mayView(key, viewerId!)) ? null : await storage.get(key);
      if (!object || remaining === null) return sendError(reply, 'NOT_FOUND', serverMessages.notFound);
      return reply
        .header('Content-Type', object.contentType)
        .header('Content-Length', object.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', `private, max-age=${remaining}`)
        .header('Content-Disposition', 'inline')
        .send(object.body);
    },
  );
}
