import crypto from 'node:crypto';
import { profilePictures } from '../../src/platform/db/schema/profiles';
import { call } from './client';
import type { TestServer } from './server';

export const pictureBytes = Buffer.from('RIFF....WEBPVP8 fake-but-stored-bytes');

/** A stored picture of `profileId` (row and files), as an upload leaves it. */
export async function givePicture(server: TestServer, profileId: string, position = 0) {
  const id = crypto.randomBytes(8).toString('hex');
  const row = { storagePath: `pictures/${id}.webp`, thumbPath: `pictures/${id}-thumb.webp`, blurPath: `pictures/${id}-blur.webp` };
  await server.platform.storage.put(row.storagePath, pictureBytes, 'image/webp');
  await server.platform.storage.put(row.thumbPath, pictureBytes, 'image/webp');
  await server.platform.storage.put(row.blurPath, pictureBytes, 'image/webp');
  await server.platform.database.db.insert(profilePictures).values({ profileId, ...row, position, width: 10, height: 10 });
  return row;
}

/** The viewer cookie a response set, as "name=value" (what the browser sends back to /media). */
export function mediaCookieOf(headers: Headers): string | undefined {
  return headers.getSetCookie().find((c) => /^(__Secure-)?mithaq_media=/.test(c))?.split(';')[0];
}

/** Signs in over HTTP and keeps both the access token and the /media viewer cookie. */
export async function signInForMedia(server: Pick<TestServer, 'fetch'>, email: string, password: string) {
  const result = await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email, password });
  const media = mediaCookieOf(result.headers);
  if (result.status !== 200 || !media) throw new Error(`sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { token: result.body.accessToken, media, refresh: result.setCookie! };
}

/** GET a /media URL as a browser's <img> would: the cookie, no Authorization header. */
export const fetchMedia = (server: TestServer, url: string, cookie: string | undefined) =>
  server.fetch(url, cookie ? { headers: { cookie } } : {});

/** The viewer cookie of `userId`, as signing in would set it (for tests that have only an access token). */
export function viewerCookie(server: TestServer, userId: string): string {
  const until = new Date(server.clock.now().getTime() + 24 * 3600_000);
  return `mithaq_media=${server.platform.mediaUrls.viewerToken(userId, until)}`;
}
