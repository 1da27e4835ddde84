import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPictureAccess } from '../features/pictures/access';
import { createSelfieAccess, isSelfieKey } from '../features/verification/access';
import type { Platform } from '../platform/platform';
import { sendError } from './error-handler';
import { mediaViewer, type MediaViewer } from './media-viewer';

type MediaDeps = Pick<Platform, 'config' | 'database' | 'clock' | 'keys' | 'mediaUrls' | 'bus'>;
export type MediaRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>;

/**
 * What /media checks before it hands out a byte: the signature and expiry hold for the viewer
 * the request's viewer cookie, or its bearer token in the native wrapper, names
 * (http/media-viewer.ts), and that viewer may still see the picture (no block either way,
 * nobody suspended, the owner active or their match, photo privacy: re-checked on every
 * request, with answers kept a few seconds). Answers the key and the seconds its URL has left,
 * or null for the one 404.
 */
export function createMediaGate(platform: MediaDeps) {
  const mayViewPicture = createPictureAccess(platform);
  // Verification selfies are never a member's picture: moderators' sessions only.
  const mayViewSelfie = createSelfieAccess(platform);
  const mayView = (key: string, viewer: MediaViewer) =>
    isSelfieKey(key) ? mayViewSelfie(key, viewer.moderator) : mayViewPicture(key, viewer.userId, viewer.moderator);
  const gate = async (request: MediaRequest, reply: FastifyReply): Promise<{ key: string; remaining: number } | null> => {
    const key = request.params['*'];
    const viewer = await mediaViewer(platform, request, reply);
    if (viewer === null) return null;
    const remaining = platform.mediaUrls.verify(key, request.query.exp, request.query.sig, viewer.userId);
    if (remaining === null || !(await mayView(key, viewer))) return null;
    return { key, remaining };
  };
  return Object.assign(gate, { close: () => mayViewPicture.close() });
}

/**
 * GET /media/<key>?exp=…&sig=… streams a stored picture through this server, from the local
 * folder or the S3 bucket alike, once the gate lets it through. Streaming, not a redirect to a
 * presigned bucket URL: a presigned URL works for anyone who holds it until it expires, past a
 * block or photo privacy (docs/ARCHITECTURE.md, "Pictures"; npm run bench -- media measures
 * both). Every failure is the same 404, so nothing can be listed, guessed or probed, and a
 * forwarded link shows nothing to anyone else.
 */
export function registerMediaRoute(app: FastifyInstance, platform: MediaDeps & Pick<Platform, 'storage'>) {
  const gate = createMediaGate(platform);
  app.addHook('onClose', async () => gate.close());
  app.decorate('mediaUrls', platform.mediaUrls);
  app.get('/media/*', async (request: MediaRequest, reply) => {
    const allowed = await gate(request, reply);
    const object = allowed && (await platform.storage.get(allowed.key));
    if (!allowed || !object) return sendError(reply, 'NOT_FOUND', serverMessages.notFound);
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', `private, max-age=${allowed.remaining}`)
      .header('Content-Disposition', 'inline')
      .send(object.body);
  });
}
