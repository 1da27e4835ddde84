import { authMessages } from '@mithaq/contract/auth';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { holdAdminSession } from '../features/admin/two-factor';
import { authenticate } from '../features/auth/sessions';
import type { AuthContext } from '../auth-context';
import type { Platform } from '../platform/platform';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE = 60_000;

/** The token of an `Authorization: Bearer …` header; '' for an empty one, undefined when there is none. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The caller behind `Authorization: Bearer <access token>`, or a 401. Every protected route
 * starts here, so this is also where each member's changes are rate-limited (DESIGN §8: write
 * paths), before any work is done.
 */
export async function requireAuth(platform: Platform, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerTokenOf(request);
  const auth = token ? await authenticate(platform, token) : null;
  if (!auth) throw new DomainError('UNAUTHORIZED', authMessages.sessionExpired);
  // Admin sessions idle out after 30 minutes and end after 12 hours, whatever route they call.
  if (auth.role === 'admin') await holdAdminSession(platform, auth);
  if (WRITES.has(request.method) && !(await platform.rateLimiter.hit(`writes:${auth.userId}`, platform.config.rateLimits.writesPerMinute, MINUTE)).allowed) {
    throw new DomainError('RATE_LIMITED', authMessages.tooManyAttempts);
  }
  return auth;
}
