import { z } from 'zod';

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
    message: z.string(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Messages the server itself produces (the spec's own messages live with their feature). */
export const serverMessages = {
  internal: 'An unexpected error occurred',
  notFound: 'Not found',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do that',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  databaseUnavailable: 'Database unavailable',
  invalidRequest: 'Invalid request',
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
