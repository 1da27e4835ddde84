import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mithaq/contract/auth';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/**
 * Guards the few calls a cookie authenticates (refresh, sign-out). A cross-site page can
 * neither set our custom header without a CORS preflight we never grant, nor fake Origin.
 * Requests carrying a bearer token or a body token need no such guard.
 */
export function assertSameSiteRequest(request: FastifyRequest, publicUrl: string) {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw forbidden('Missing request header');
  const origin = request.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw forbidden('Cross-site request refused');
  }
  if (host !== request.headers.host && origin !== new URL(publicUrl).origin) throw forbidden('Cross-site request refused');
}
