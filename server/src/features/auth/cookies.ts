import { CLIENT_HEADER, type AuthSession } from '@mithaq/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { IssuedSession } from './sessions';

export const REFRESH_COOKIE = 'mithaq_refresh';
const COOKIE_PATH = '/api/auth';

/**
 * Secure whenever the browser allows it: always over https, and on localhost (which
 * browsers treat as secure) in production. A plain-http LAN address in development
 * would drop a Secure cookie, so there it is not set.
 */
function secureCookies(config: Config): boolean {
  const url = new URL(config.publicUrl);
  return url.protocol === 'https:' || (config.env === 'production' && ['localhost', '127.0.0.1'].includes(url.hostname));
}

export const isNativeClient = (request: FastifyRequest) => request.headers[CLIENT_HEADER] === 'native';

/** The refresh token from the cookie (web) or the body (native wrapper). */
export function refreshTokenOf(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return bodyToken ?? request.cookies[REFRESH_COOKIE];
}

/** Web: refresh token in an HttpOnly cookie, access token in the body. Native: both in the body. */
export function sendSession(config: Config, request: FastifyRequest, reply: FastifyReply, issued: IssuedSession): AuthSession {
  const session: AuthSession = { accessToken: issued.accessToken, expiresAt: issued.expiresAt.toISOString(), user: issued.user };
  if (isNativeClient(request)) return { ...session, refreshToken: issued.refreshToken };
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    httpOnly: true,
    secure: secureCookies(config),
    sameSite: 'strict',
    path: COOKIE_PATH,
    expires: issued.refreshExpiresAt,
  });
  return session;
}

export function clearSessionCookie(config: Config, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: secureCookies(config), sameSite: 'strict' });
}
