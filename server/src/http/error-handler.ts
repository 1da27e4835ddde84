import { mayAnswer } from '@mithaq/contract/endpoints/define';
import { errorStatus, serverMessages, type ErrorBody, type ErrorCode } from '@mithaq/contract/errors';
import type { ServerMessage } from '@mithaq/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * A refusal its endpoint does not declare (contract/src/endpoints/, `errors`): the client's table
 * is wrong. In tests it answers 500 naming the key, so the test that reaches the refusal
 * fails until the endpoint lists it; elsewhere the member still gets the refusal, and the log
 * says what to declare.
 */
function undeclaredRefusal(request: FastifyRequest, error: DomainError): string | undefined {
  const declared = request.routeOptions.config.endpointErrors;
  if (!error.key || !declared || mayAnswer({ errors: declared }, error.key)) return undefined;
  return `${request.method} ${request.routeOptions.url ?? request.url} answered ${error.key}, which its endpoint's errors in contract/src/endpoints/ do not list`;
}

/**
 * One handler, one error shape: { error: { code, message, key?, params? } }. Validation errors carry the
 * contract's exact message (the same one the form shows); unknown errors are logged with
 * the request id and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance, env: 'development' | 'production' | 'test') {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const undeclared = undeclaredRefusal(request, error);
      if (undeclared && env === 'test') return sendError(reply, 'INTERNAL', undeclared);
      if (undeclared) request.log.warn({ key: error.key }, undeclared);
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
