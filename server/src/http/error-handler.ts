import { errorStatus, serverMessages, type ErrorBody, type ErrorCode } from '@mithaq/contract/errors';
import type { ServerMessage } from '@mithaq/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, errorOf } from '../errors';

/**
 * The one error body: the spec's English `message`, plus the registry `key` (and `params`) when
 * the message has one, which clients translate from. Texts outside the registry (Fastify's own)
 * go without a key.
 */
export function sendError(reply: FastifyReply, code: ErrorCode, message: string | ServerMessage) {
  const body: ErrorBody = { error: errorOf(code, message) };
  return reply.status(errorStatus[code]).send(body);
}

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type) keep a safe message. */
const codeForStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One handler, one error shape: { error: { code, message, key?, params? } }. Validation errors carry the
 * contract's exact message (the same one the form shows); unknown errors are logged with
 * the request id and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(errorStatus[error.code]).send({ error: error.toError() } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'VALIDATION', error.validation[0]?.message ?? serverMessages.invalidRequest);
    }
    const status = error.statusCode ?? 500;
    const code = codeForStatus[status];
    if (code) {
      const message = status === 429 ? serverMessages.rateLimited : status === 400 ? serverMessages.invalidRequest : error.message;
      return sendError(reply, code, message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', serverMessages.internal);
  });
}
