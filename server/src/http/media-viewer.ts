import type { FastifyReply, FastifyRequest } from 'fastify';
import { isModerator, type AuthContext } from '../auth-context';
import { liveSession } from '../features/auth/live-sessions';
import { authenticate } from '../features/auth/sessions';
import { servedOverHttps } from '../features/auth/cookies';
import type { Platform } from '../platform/platform';
import { bearerTokenOf } from './authenticate';
import { mediaViewerOf } from './media-viewer-cookie';

type ViewerDeps = Pick<Platform, 'config' | 'database' | 'clock' | 'keys' | 'mediaUrls' | 'bus'>;

/**
 * Who asks for a /media picture, and whether as a moderator: only a live session the admin
 * login's code step made sees what moderators see (selfies, photo-privacy originals); the
 * account's role alone never does.
 */
export interface MediaViewer {
  userId: string;
  moderator: boolean;
}

const viewerFrom = (auth: AuthContext): MediaViewer => ({ userId: auth.userId, moderator: isModerator(auth) });

/**
 * A browser's <img> proves who asks with the viewer cookie; the native wrapper cannot (its pages
 * are another site, so the SameSite=Strict cookie is never sent) and fetches pictures with its
 * access token instead (web/src/lib/useMediaObjectUrl.ts). A bearer, when sent, decides alone: it is checked
 * as the API checks it (signature, expiry, the session still live), and a bad one is refused even
 * if a cookie would have passed. A cookie's session is asked only what it may see: a member's
 * pictures stay visible to its holder as before, a moderator's sight ends with the session.
 */
export async function mediaViewer(platform: ViewerDeps, request: FastifyRequest, reply: FastifyReply): Promise<MediaViewer | null> {
  const token = bearerTokenOf(request);
  if (token === undefined) {
    const cookie = mediaViewerOf(request, servedOverHttps(platform.config, request), platform.mediaUrls);
    if (!cookie) return null;
    const session = cookie.sessionId === null ? null : await liveSession(platform, cookie.sessionId);
    return session?.userId === cookie.userId ? viewerFrom(session) : { userId: cookie.userId, moderator: false };
  }
  // The answer depends on the token: no shared cache may hand it to another viewer.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  if (!token) return null;
  const auth = await authenticate(platform, token);
  return auth ? viewerFrom(auth) : null;
}
