import { limits } from '@mithaq/contract/constants';
import { serverMessage } from '@mithaq/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/error-handler';

/**
 * A picture is sent as the raw file (so the browser can report progress), up to the size limit;
 * any declared type is re-checked by magic bytes (processing.ts). For the scope of an upload
 * route: profile pictures and verification selfies.
 */
export function acceptPictureBodies(scope: FastifyInstance) {
  scope.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: limits.maxPictureBytes },
    (_request, body, done) => done(null, body),
  );
}

/** Size and type are refused before our code runs: the route's error handler answers with the spec's messages. */
export function pictureBodyErrors(nameOf: (request: FastifyRequest) => string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const name = nameOf(request);
    if (error.statusCode === 413) return sendError(reply, 'PAYLOAD_TOO_LARGE', serverMessage('pictures.tooLarge', { name }));
    if (error.statusCode === 415) return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE', serverMessage('pictures.unsupported', { name }));
    throw error;
  };
}
