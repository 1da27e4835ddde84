import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mithaq/contract/auth';
import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/**
 * Guards the few calls a cookie authenticates (refresh, sign-out). A cross-site page can
 * neither set our custom header without a CORS preflight we never grant, nor fake Origin.
 * Requests carrying a bearer token or a body token need no such guard.
 */
export function assertSameSiteRequest(request: FastifyRequest, publicUrl: string) {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw forbidden(serverMessages.missingHeader);
  if (!isSameSiteOrigin(request, publicUrl)) throw forbidden(serverMessages.crossSiteRefused);
}

/**
 * True when the request has no Origin (not a browser: the native wrapper, a script) or an
 * Origin that is this site: the host it asked for, or the configured public URL.
 */
export function isSameSiteOrigin(request: FastifyRequest, publicUrl: string) {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host || origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
