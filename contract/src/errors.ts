import { z } from 'zod';
import { text } from './messages';

/**
 * Every failed API call answers with this one shape, whatever went wrong, so the
 * web app and the native wrapper have a single place to read a message from.
 */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    /** The spec's English text: what a client shows when it cannot translate. */
    message: z.string(),
    /**
     * The message's key in the registry (contract/src/messageTexts.ts) when it has one, so a client
     * translates from it instead of matching sentences; a key this client does not know yet is
     * possible (a newer server), hence a plain string.
     */
    key: z.string().optional(),
    /** The values of the key's `{{param}}` placeholders (a file name, a count). */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Messages the server itself produces (the spec's own messages live with their feature). */
export const serverMessages = {
  internal: text('server.internal'),
  notFound: text('server.notFound'),
  unauthorized: text('server.unauthorized'),
  forbidden: text('server.forbidden'),
  rateLimited: text('server.rateLimited'),
  databaseUnavailable: text('server.databaseUnavailable'),
  invalidRequest: text('server.invalidRequest'),
  /** The CSRF guard's refusals (a browser never sends these; a cross-site form or script does). */
  missingHeader: text('server.missingHeader'),
  crossSiteRefused: text('server.crossSiteRefused'),
} as const;

/** The HTTP status each error code travels with. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
