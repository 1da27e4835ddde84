import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { MediaUrlSigner } from '../platform/media-urls';

/**
 * Pictures load through <img>, which sends no Authorization header: this cookie tells /media
 * who is asking, so a picture URL works only for the member it was signed for. It holds the
 * member's id signed by the server (no session power: it cannot call the API), goes only to
 * /media (HttpOnly, SameSite=Strict), is set with every session issued or refreshed and
 * cleared on sign-out. Over HTTPS its name has the __Secure- prefix (__Host- needs Path=/).
 */
const BASE_NAME = 'mithaq_media';
const PATH = '/media';

const httpsOf = (config: Config, request: FastifyRequest) =>
  new URL(config.publicUrl).protocol === 'https:' || request.protocol === 'https';

const nameFor = (https: boolean) => (https ? `__Secure-${BASE_NAME}` : BASE_NAME);

/** Secure whenever the browser keeps it: over HTTPS, and on localhost in production (as the session cookie). */
function secure(config: Config, https: boolean) {
  return https || (config.env === 'production' && ['localhost', '127.0.0.1'].includes(new URL(config.publicUrl).hostname));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the viewer cookie (set by registerMediaRoute, read when a session is sent). */
    mediaUrls: MediaUrlSigner;
  }
}

export function setMediaViewerCookie(config: Config, request: FastifyRequest, reply: FastifyReply, userId: string, expires: Date) {
  const https = httpsOf(config, request);
  reply.setCookie(nameFor(https), request.server.mediaUrls.viewerToken(userId, expires), {
    httpOnly: true,
    secure: secure(config, https),
    sameSite: 'strict',
    path: PATH,
    expires,
  });
}

export function clearMediaViewerCookie(config: Config, request: FastifyRequest, reply: FastifyReply) {
  const https = httpsOf(config, request);
  reply.clearCookie(nameFor(https), { path: PATH, httpOnly: true, secure: secure(config, https), sameSite: 'strict' });
}

/** The member the request's viewer cookie names, or null. */
export function mediaViewerOf(config: Config, request: FastifyRequest, signer: MediaUrlSigner): string | null {
  return signer.viewerOf(request.cookies[nameFor(httpsOf(config, request))]);
}
