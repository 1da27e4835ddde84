import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { MediaUrlSigner } from '../platform/media-urls';
import type { Storage } from '../platform/storage/storage';
import { sendError } from './error-handler';

/**
 * GET /media/<key>?exp=…&sig=… streams a stored picture when the signature and expiry
 * hold. Every failure is the same 404, so nothing can be listed, guessed or probed.
 */
export function registerMediaRoute(app: FastifyInstance, storage: Storage, signer: MediaUrlSigner) {
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>(
    '/media/*',
    async (request, reply) => {
      const key = request.params['*'];
      const remaining = signer.verify(key, request.query.exp, request.query.sig);
      const object = remaining === null ? null : await storage.get(key);
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
