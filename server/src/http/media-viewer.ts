import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../features/auth/sessions';
import { servedOverHttps } from '../features/auth/cookies';
import type { Platform } from '../platform/platform';
import { bearerTokenOf } from './authenticate';
import { mediaViewerOf } from './media-viewer-cookie';

/**
 * Who asks for a /media picture. A browser's <img> proves it with the viewer cookie; the native
 * wrapper cannot (its pages are another site, so the SameSite=Strict cookie is never sent) and
 * fetches pictures with its access token instead (web lib/mediaFetch.ts). A bearer, when sent,
 * decides alone: it is checked as the API checks it (signature, expiry, the session still live),
 * and a bad one is refused even if a cookie would have passed.
 */
export async function mediaViewer(
  platform: Pick<Platform, 'config' | 'database' | 'clock' | 'keys' | 'mediaUrls' | 'bus'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const token = bearerTokenOf(request);
  if (token === undefined) return mediaViewerOf(request, servedOverHttps(platform.config, request), platform.mediaUrls);
  // The answer depends on the token: no shared cache may hand it to another viewer.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  if (!token) return null;
  return (await authenticate(platform, token))?.userId ?? null;
}
