import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieViewer, MediaUrlSigner } from '../platform/media-urls';

/**
 * Pictures load through <img>, which sends no Authorization header: this cookie tells /media
 * who is asking, so a picture URL works only for the member it was signed for. It holds the
 * member's id and session signed by the server (no session power: it cannot call the API; the
 * session decides only whether its holder sees as a moderator, while it lives), goes only to
 * /media (HttpOnly, SameSite=Strict), is set with every session issued or refreshed and
 * cleared on sign-out (auth/cookies.ts). Over HTTPS its name has the __Secure- prefix
 * (__Host- would need Path=/).
 */
const BASE_NAME = 'mithaq_media';
const PATH = '/media';

/** As auth/cookies.ts decides it for the request: served over HTTPS, and whether cookies are Secure. */
export interface CookieSecurity {
  https: boolean;
  secure: boolean;
}

const nameFor = (https: boolean) => (https ? `__Secure-${BASE_NAME}` : BASE_NAME);

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the viewer cookie (decorated by registerMediaRoute, used when a session is sent). */
    mediaUrls: MediaUrlSigner;
  }
}

export function setMediaViewerCookie(request: FastifyRequest, reply: FastifyReply, security: CookieSecurity, viewer: { userId: string; sessionId: string }, expires: Date) {
  reply.setCookie(nameFor(security.https), request.server.mediaUrls.viewerToken(viewer.userId, expires, viewer.sessionId), {
    httpOnly: true,
    secure: security.secure,
    sameSite: 'strict',
    path: PATH,
    expires,
  });
}

export function clearMediaViewerCookie(reply: FastifyReply, security: CookieSecurity) {
  reply.clearCookie(nameFor(security.https), { path: PATH, httpOnly: true, secure: security.secure, sameSite: 'strict' });
}

/** The member (and session) the request's viewer cookie names, or null. */
export function mediaViewerOf(request: FastifyRequest, https: boolean, signer: MediaUrlSigner): CookieViewer | null {
  return signer.viewerOf(request.cookies[nameFor(https)]);
}
