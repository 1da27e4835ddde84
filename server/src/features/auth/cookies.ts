import { CLIENT_HEADER, type AuthSession } from '@mithaq/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { clearMediaViewerCookie, setMediaViewerCookie, type CookieSecurity } from '../../http/media-viewer-cookie';
import type { IssuedSession } from './sessions';

const REFRESH_COOKIE = 'mithaq_refresh';
/** The known-device token (known-devices.ts): kept across sign-outs, so the device stays known. */
const DEVICE_COOKIE = 'mithaq_device';
/** Over plain http (development) the refresh cookie goes to the auth routes only. */
const HTTP_REFRESH_PATH = '/api/auth';

/** HTTPS as the browser sees it: the public URL says so, or this request came over TLS (via a trusted proxy). */
export function servedOverHttps(config: Config, request: FastifyRequest): boolean {
  return new URL(config.publicUrl).protocol === 'https:' || request.protocol === 'https';
}

/**
 * A cookie's name: `__Host-<base>` over HTTPS, so the browser accepts it only when set by this
 * very host with Secure, Path=/ and no Domain (a sibling subdomain cannot plant or shadow it).
 * Whoever uses the prefix must then set the cookie with `secure: true` and `path: '/'`.
 */
export const cookieName = (base: string, https: boolean) => (https ? `__Host-${base}` : base);

/**
 * Secure whenever the browser allows it: always over https, and on localhost (which
 * browsers treat as secure) in production. A plain-http LAN address in development
 * would drop a Secure cookie, so there it is not set.
 */
export function secureCookies(config: Config, https: boolean): boolean {
  const url = new URL(config.publicUrl);
  return https || (config.env === 'production' && ['localhost', '127.0.0.1'].includes(url.hostname));
}

/** Both answers for this request (the /media viewer cookie follows the session cookie's rules). */
function cookieSecurity(config: Config, request: FastifyRequest): CookieSecurity {
  const https = servedOverHttps(config, request);
  return { https, secure: secureCookies(config, https) };
}

/**
 * The refresh cookie's name and attributes for this request. `__Host-` forces Path=/, so over
 * HTTPS the (HttpOnly, SameSite=Strict) cookie also travels with other requests of this site;
 * the Cookie header is redacted from the logs, and the prefix's guarantee is worth more.
 */
function refreshCookie(config: Config, request: FastifyRequest) {
  const https = servedOverHttps(config, request);
  return {
    name: cookieName(REFRESH_COOKIE, https),
    options: {
      httpOnly: true,
      secure: secureCookies(config, https),
      sameSite: 'strict' as const,
      path: https ? '/' : HTTP_REFRESH_PATH,
    },
  };
}

/** The device cookie has the refresh cookie's name rule and attributes; only its value and lifetime differ. */
function deviceCookie(config: Config, request: FastifyRequest) {
  return { ...refreshCookie(config, request), name: cookieName(DEVICE_COOKIE, servedOverHttps(config, request)) };
}

export const isNativeClient = (request: FastifyRequest) => request.headers[CLIENT_HEADER] === 'native';

/** The known-device token from the body (native wrapper) or the cookie (web). */
export function deviceTokenOf(config: Config, request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return bodyToken ?? request.cookies[deviceCookie(config, request).name];
}

/** The refresh token from the body (native wrapper) or the cookie (web). */
export function refreshTokenOf(config: Config, request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return bodyToken ?? request.cookies[refreshCookie(config, request).name];
}

/**
 * Web session: refresh token in an HttpOnly cookie, access token in the body. Native session:
 * both in the body. The session's own transport decides (fixed at sign-in), never the request's
 * headers, so a cookie session's refresh token never appears in a response body. A sign-in's
 * known-device token travels the same way as the refresh token.
 */
export function sendSession(config: Config, request: FastifyRequest, reply: FastifyReply, issued: IssuedSession): AuthSession {
  const session: AuthSession = { accessToken: issued.accessToken, expiresAt: issued.expiresAt.toISOString(), user: issued.user };
  // Either transport loads pictures through <img>: /media needs to know the viewer.
  setMediaViewerCookie(request, reply, cookieSecurity(config, request), { userId: issued.user.id, sessionId: issued.sessionId }, issued.refreshExpiresAt);
  if (issued.client === 'native') {
    return { ...session, refreshToken: issued.refreshToken, ...(issued.knownDevice ? { deviceToken: issued.knownDevice.token } : {}) };
  }
  const cookie = refreshCookie(config, request);
  reply.setCookie(cookie.name, issued.refreshToken, { ...cookie.options, expires: issued.refreshExpiresAt });
  if (issued.knownDevice) {
    const device = deviceCookie(config, request);
    reply.setCookie(device.name, issued.knownDevice.token, { ...device.options, expires: issued.knownDevice.expiresAt });
  }
  return session;
}

export function clearSessionCookie(config: Config, reply: FastifyReply) {
  const cookie = refreshCookie(config, reply.request);
  reply.clearCookie(cookie.name, cookie.options);
  clearMediaViewerCookie(reply, cookieSecurity(config, reply.request));
}
