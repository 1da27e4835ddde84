import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUR_WIDTH } from '../../src/features/pictures/processing';
import { profilePictures } from '../../src/platform/db/schema/profiles';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { pictures } from '../support/images';
import { fetchMedia, signInForMedia } from '../support/media';
import { upload } from '../support/profiles';
import { adminSession, seenByEachOther, seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set('2026-06-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Pic = { url: string; thumbUrl: string; width: number; height: number; blurred: boolean };
type Listed = { id: string; pictures: Pic[] };
const pathOf = (url: string) => new URL(url, server.baseUrl).pathname.slice('/media/'.length);

/** A woman with one uploaded picture (private photos or not) and a man in the same place who has not acted on her yet. */
async function scene(photosPrivate: boolean) {
  const country = 'TO';
  const city = `P-${crypto.randomBytes(3).toString('hex')}`;
  const woman = await createProfile(db(), { sex: 'female', country, city });
  const her = await signInForMedia(server, woman.email, woman.password);
  expect((await upload(server, her.token, await pictures.jpeg(), 'image/jpeg')).status).toBe(200);
  if (photosPrivate) {
    const set = await call(server, 'PUT', '/api/profiles/me/photo-privacy', { photosPrivate: true }, { token: her.token });
    expect(set.status).toBe(200);
  }
  const man = await createProfile(db(), { sex: 'male', country, city });
  const him = await signInForMedia(server, man.email, man.password);
  const [row] = await db().select().from(profilePictures).where(eq(profilePictures.profileId, woman.id));
  // What a leaked or guessed original would look like: a URL for the original, correctly signed for him.
  const sharpForHim = server.platform.mediaUrls.sign(row!.storagePath, man.id);
  return { woman, her, man, him, row: row!, sharpForHim, country };
}

async function deckCard(s: Awaited<ReturnType<typeof scene>>) {
  const deck = await call<{ profiles: Listed[] }>(server, 'GET', `/api/discover?limit=10&countries=${s.country}`, undefined, { token: s.him.token });
  return deck.body.profiles.find((p) => p.id === s.woman.id)!;
}

describe('photo privacy', () => {
  it('an upload stores a tiny blurred rendition without metadata beside the card and thumbnail', async () => {
    const s = await scene(false);
    expect(s.row.blurPath).toMatch(/-blur\.webp$/);
    const stored = await server.platform.storage.get(s.row.blurPath!);
    const meta = await sharp(await buffer(stored!.body)).metadata();
    expect(meta.width).toBe(BLUR_WIDTH);
    expect(meta.exif).toBeUndefined();
  });

  it('when off, everyone allowed to see the profile gets the originals', async () => {
    const s = await scene(false);
    const card = await deckCard(s);
    expect(card.pictures[0]).toMatchObject({ blurred: false });
    expect(pathOf(card.pictures[0]!.url)).toBe(s.row.storagePath);
    expect((await fetchMedia(server, card.pictures[0]!.url, s.him.media)).status).toBe(200);
  });

  it('when on, a non-match gets only the blurred rendition in the deck and the liked list, and the original is refused', async () => {
    const s = await scene(true);
    const card = await deckCard(s);
    expect(card.pictures).toHaveLength(1);
    // The size reserves the card's space; both URLs are the blurred rendition only.
    expect(card.pictures[0]).toMatchObject({ blurred: true, width: s.row.width, height: s.row.height });
    expect(pathOf(card.pictures[0]!.url)).toBe(s.row.blurPath);
    expect(pathOf(card.pictures[0]!.thumbUrl)).toBe(s.row.blurPath);
    expect((await fetchMedia(server, card.pictures[0]!.url, s.him.media)).status).toBe(200);
    expect((await fetchMedia(server, s.sharpForHim, s.him.media)).status).toBe(404);

    // She likes him: in his "liked me" list she is still blurred.
    await seenInDeck(db(), s.woman.id, s.man.id);
    await call(server, 'POST', '/api/likes', { profileId: s.man.id }, { token: s.her.token });
    const lists = await call<{ likedMe: { profile: Listed }[] }>(server, 'GET', '/api/likes', undefined, { token: s.him.token });
    const listed = lists.body.likedMe.map((card) => card.profile).filter((p) => p.id === s.woman.id);
    expect(listed.length).toBeGreaterThan(0);
    for (const p of listed) expect(p.pictures.every((picture) => picture.blurred)).toBe(true);

    // The owner always sees her own originals.
    const own = await call<{ profile: { photosPrivate: boolean; pictures: Pic[] } }>(server, 'GET', '/api/profiles/me', undefined, { token: s.her.token });
    expect(own.body.profile.photosPrivate).toBe(true);
    expect(own.body.profile.pictures[0]).toMatchObject({ blurred: false });
  });

  it('a match sees the originals; once the match ends the URL signed during it stops working at once', async () => {
    const s = await scene(true);
    expect((await fetchMedia(server, s.sharpForHim, s.him.media)).status).toBe(404);
    await seenByEachOther(db(), s.woman.id, s.man.id);
    await call(server, 'POST', '/api/likes', { profileId: s.man.id }, { token: s.her.token });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: s.woman.id }, { token: s.him.token });
    const matches = await call<{ matches: { other: Listed }[] }>(server, 'GET', '/api/matches', undefined, { token: s.him.token });
    const partner = matches.body.matches.find((m) => m.other.id === s.woman.id)!.other;
    expect(partner.pictures[0]).toMatchObject({ blurred: false });
    const duringMatch = partner.pictures[0]!.url;
    // The 404 kept a moment ago is forgotten when the match begins: no waiting for the cache.
    expect((await fetchMedia(server, duringMatch, s.him.media)).status).toBe(200);

    expect((await call(server, 'POST', `/api/matches/${liked.body.matchId}/unmatch`, undefined, { token: s.him.token })).status).toBe(200);
    expect((await fetchMedia(server, duringMatch, s.him.media)).status).toBe(404);
    const unmatched = await call<{ matches: { other: Listed }[] }>(server, 'GET', '/api/matches/unmatched', undefined, { token: s.him.token });
    const former = unmatched.body.matches.find((m) => m.other.id === s.woman.id)!.other;
    expect(former.pictures[0]).toMatchObject({ blurred: true });
  });

  it('moderators always see the originals and the setting', async () => {
    const s = await scene(true);
    const admin = await adminSession(server);
    const details = await call<{ profile: { photosPrivate: boolean; pictures: Pic[] } }>(server, 'GET', `/api/admin/profiles/${s.woman.id}`, undefined, { token: admin.token });
    expect(details.body.profile.photosPrivate).toBe(true);
    expect(details.body.profile.pictures[0]).toMatchObject({ blurred: false });
    expect(pathOf(details.body.profile.pictures[0]!.url)).toBe(s.row.storagePath);
  });

  it('turning it off, or on again, holds at once for a viewer who already has URLs', async () => {
    const s = await scene(true);
    expect((await fetchMedia(server, s.sharpForHim, s.him.media)).status).toBe(404);
    await call(server, 'PUT', '/api/profiles/me/photo-privacy', { photosPrivate: false }, { token: s.her.token });
    expect((await fetchMedia(server, s.sharpForHim, s.him.media)).status).toBe(200);
    expect((await deckCard(s)).pictures[0]).toMatchObject({ blurred: false });
    await call(server, 'PUT', '/api/profiles/me/photo-privacy', { photosPrivate: true }, { token: s.her.token });
    expect((await fetchMedia(server, s.sharpForHim, s.him.media)).status).toBe(404);
  });

  it('a picture stored before photo privacy gets its blurred rendition when the owner turns it on', async () => {
    const woman = await createProfile(db(), { sex: 'female' });
    const her = await signInForMedia(server, woman.email, woman.password);
    const card = await sharp(await pictures.jpeg(800, 1000)).webp().toBuffer();
    const key = `pictures/legacy-${crypto.randomBytes(6).toString('hex')}`;
    await server.platform.storage.put(`${key}.webp`, card, 'image/webp');
    await server.platform.storage.put(`${key}-thumb.webp`, card, 'image/webp');
    await db().insert(profilePictures).values({ profileId: woman.id, storagePath: `${key}.webp`, thumbPath: `${key}-thumb.webp`, position: 0, width: 800, height: 1000 });
    expect((await call(server, 'PUT', '/api/profiles/me/photo-privacy', { photosPrivate: true }, { token: her.token })).status).toBe(200);
    const [row] = await db().select().from(profilePictures).where(eq(profilePictures.profileId, woman.id));
    expect(row!.blurPath).toBe(`${key}-blur.webp`);
    const blurred = await server.platform.storage.get(row!.blurPath!);
    expect((await sharp(await buffer(blurred!.body)).metadata()).width).toBe(BLUR_WIDTH);
  });

  it('refuses a body that is not a yes or no, and writes nothing', async () => {
    const s = await scene(false);
    const bad = await call(server, 'PUT', '/api/profiles/me/photo-privacy', { photosPrivate: 'yes' }, { token: s.her.token });
    expect(bad.status).toBe(400);
    const own = await call<{ profile: { photosPrivate: boolean } }>(server, 'GET', '/api/profiles/me', undefined, { token: s.her.token });
    expect(own.body.profile.photosPrivate).toBe(false);
  });
});
