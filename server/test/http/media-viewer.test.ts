import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CACHE_MS } from '../../src/features/pictures/access';
import { profiles } from '../../src/platform/db/schema/profiles';
import { blockedProfiles } from '../../src/platform/db/schema/social';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { fetchMedia, givePicture, mediaCookieOf, signInForMedia } from '../support/media';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { adminSignIn, createAdmin } from '../admin/support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set('2026-06-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Deck = { profiles: { id: string; pictures: { url: string; thumbUrl: string }[] }[] };

/** A woman with a picture, and a man who sees it in his deck (its URL signed for him). */
async function scene() {
  const country = 'TO';
  const city = `M-${crypto.randomBytes(2).toString('hex')}`;
  const woman = await createProfile(db(), { sex: 'female', country, city });
  await givePicture(server, woman.id);
  const man = await createProfile(db(), { sex: 'male', country, city });
  const him = await signInForMedia(server, man.email, man.password);
  const deck = await call<Deck>(server, 'GET', `/api/discover?limit=10&countries=${country}`, undefined, { token: him.token });
  const card = deck.body.profiles.find((p) => p.id === woman.id)!;
  return { woman, man, him, url: card.pictures[0]!.url, thumbUrl: card.pictures[0]!.thumbUrl };
}

/** Past the few seconds /media keeps its answers. */
const afterCache = () => server.clock.advance(ACCESS_CACHE_MS + 1000);

describe('picture URLs are for one viewer', () => {
  it('a link forwarded to another member, or opened without the viewer cookie, shows nothing', async () => {
    const { him, url, thumbUrl } = await scene();
    expect((await fetchMedia(server, url, him.media)).status).toBe(200);
    expect((await fetchMedia(server, thumbUrl, him.media)).status).toBe(200);
    const other = await createProfile(db(), { sex: 'male' });
    const otherMedia = (await signInForMedia(server, other.email, other.password)).media;
    expect((await fetchMedia(server, url, otherMedia)).status).toBe(404);
    expect((await fetchMedia(server, url, undefined)).status).toBe(404);
    // Nor does a viewer cookie made up by hand.
    expect((await fetchMedia(server, url, `mithaq_media=${him.media.split('=')[1]!.replace(/.$/, 'x')}`)).status).toBe(404);
  });

  it('a block, either way, ends the link within seconds', async () => {
    for (const blockerIsHer of [true, false]) {
      const { woman, man, him, url } = await scene();
      expect((await fetchMedia(server, url, him.media)).status).toBe(200);
      await db().insert(blockedProfiles).values(blockerIsHer ? { blockerId: woman.id, blockedId: man.id } : { blockerId: man.id, blockedId: woman.id });
      afterCache();
      expect((await fetchMedia(server, url, him.media)).status).toBe(404);
    }
  });

  it('a suspension of either, or the owner deactivating, ends it; a match partner still sees a deactivated partner', async () => {
    const suspendedOwner = await scene();
    await db().update(profiles).set({ suspendedAt: server.clock.now() }).where(eq(profiles.id, suspendedOwner.woman.id));
    const suspendedViewer = await scene();
    await db().update(profiles).set({ suspendedAt: server.clock.now() }).where(eq(profiles.id, suspendedViewer.man.id));
    const deactivated = await scene();
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.id, deactivated.woman.id));
    afterCache();
    for (const s of [suspendedOwner, suspendedViewer, deactivated]) expect((await fetchMedia(server, s.url, s.him.media)).status).toBe(404);

    const matched = await scene();
    const her = await signInForMedia(server, matched.woman.email, matched.woman.password);
    await seenByEachOther(db(), matched.woman.id, matched.man.id);
    await call(server, 'POST', '/api/likes', { profileId: matched.man.id }, { token: her.token });
    await call(server, 'POST', '/api/likes', { profileId: matched.woman.id }, { token: matched.him.token });
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.id, matched.woman.id));
    afterCache();
    expect((await fetchMedia(server, matched.url, matched.him.media)).status).toBe(200);
  });

  it('the owner always sees their own pictures, and a moderator everyone’s: an admin account on a session the code step made', async () => {
    const { woman, url } = await scene();
    await db().update(profiles).set({ suspendedAt: server.clock.now() }).where(eq(profiles.id, woman.id));
    afterCache();
    const ownUrl = new URL(url, server.baseUrl).pathname.slice('/media/'.length);
    const until = new Date(server.clock.now().getTime() + 3600_000);
    const own = `mithaq_media=${server.platform.mediaUrls.viewerToken(woman.id, until)}`;
    expect((await fetchMedia(server, server.platform.mediaUrls.sign(ownUrl, woman.id), own)).status).toBe(200);
    const admin = await createAdmin(server);
    const forAdmin = server.platform.mediaUrls.sign(ownUrl, admin.id);
    // The account alone (a cookie naming no session) sees what a member would: nothing of a suspended member.
    expect((await fetchMedia(server, forAdmin, `mithaq_media=${server.platform.mediaUrls.viewerToken(admin.id, until)}`)).status).toBe(404);
    const signedIn = await adminSignIn(server, admin);
    expect((await fetchMedia(server, forAdmin, mediaCookieOf(signedIn.headers))).status).toBe(200);
    // Once that session ends, its cookie no longer sees as a moderator.
    await call(server, 'POST', '/api/auth/sign-out-everywhere', undefined, { token: signedIn.body.accessToken });
    afterCache();
    expect((await fetchMedia(server, forAdmin, mediaCookieOf(signedIn.headers))).status).toBe(404);
  });

  it('the viewer cookie is HttpOnly, SameSite=Strict, for /media only; refresh renews it and sign-out clears it', async () => {
    const user = await createProfile(db());
    const signedIn = await call(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password });
    const setCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('mithaq_media='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/media(;|$)/);
    const refreshed = await call(server, 'POST', '/api/auth/refresh', {}, { cookie: signedIn.setCookie });
    expect(refreshed.status).toBe(200);
    expect(mediaCookieOf(refreshed.headers)).toMatch(/^mithaq_media=.+/);
    const out = await call(server, 'POST', '/api/auth/sign-out', {}, { cookie: refreshed.setCookie });
    expect(out.headers.getSetCookie().find((c) => c.startsWith('mithaq_media='))).toMatch(/^mithaq_media=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('the viewer cookie over HTTPS', () => {
  // A server of its own (started in the hook, whose time limit fits a second database on a busy machine).
  let https: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ env: { PUBLIC_URL: 'https://mithaq.test' } });
  });
  afterAll(() => https.close());

  it('is __Secure- prefixed and Secure, and /media reads it under that name', async () => {
    const owner = await createProfile(https.platform.database.db);
    const { storagePath } = await givePicture(https, owner.id);
    const signedIn = await call(https, 'POST', '/api/auth/sign-in', { email: owner.email, password: owner.password });
    const setCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('__Secure-mithaq_media='))!;
    expect(setCookie).toMatch(/; Secure/i);
    const url = https.platform.mediaUrls.sign(storagePath, owner.id);
    expect((await fetchMedia(https, url, mediaCookieOf(signedIn.headers))).status).toBe(200);
    expect((await fetchMedia(https, url, `mithaq_media=${mediaCookieOf(signedIn.headers)!.split('=')[1]}`)).status).toBe(404);
  });
});
