import { authMessages } from '@mithaq/contract/auth';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { authenticate, type AuthContext } from '../features/auth/sessions';
import type { Platform } from '../platform/platform';

/** The caller behind `Authorization: Bearer <access token>`, or a 401. Every protected route starts here. */
export async function requireAuth(platform: Platform, request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const auth = token ? await authenticate(platform, token) : null;
  if (!auth) throw new DomainError('UNAUTHORIZED', authMessages.sessionExpired);
  return auth;
}
