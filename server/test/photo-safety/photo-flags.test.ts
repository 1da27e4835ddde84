import type { MatchState } from '@mithaq/contract/matches';
import { photoSafetyMessages } from '@mithaq/contract/photoSafety';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownFakeHashes } from '../../src/platform/db/schema/photo-safety';
import { auditOf, signedInAdmin } from '../admin/support';
import { call, signIn } from '../support/client';
import { fetchMedia, viewerCookie } from '../support/media';
import { photoOf, copiesOf } from '../support/photos';
import { upload } from '../support/profiles';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { flagsOf, memberSince, moderator, pictureRow, uploadPhoto } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An older woman and a newer man who matched (liked each other over HTTP). */
async function couple() {
  const woman = await memberSince(server, 'Maryam', 'female', 60);
  const man = await memberSince(server, 'Yusuf', 'male', 10);
  await seenByEachOther(server.platform.database.db, woman.id, man.id);
  await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
  const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token });
  return { woman, man, matchId: liked.body.matchId };
}

const otherPicturesIn = async (matchId: string, token: string) =>
  (await call<{ match: MatchState }>(server, 'GET', `/api/matches/${matchId}`, undefined, { token })).body.match.other.pictures.map((p) => p.id);

/** Whether /media gives `viewerId` the picture's card, with a URL signed for them and their cookie. */
async function mediaAnswers(viewerId: string, pictureId: string) {
  const row = (await pictureRow(server, pictureId))!;
  const url = server.platform.mediaUrls.sign(row.storagePath, viewerId);
  server.clock.advance(6_000); // past /media's kept answers
  return (await fetchMedia(server, url, viewerCookie(server, viewerId))).status;
}

describe('the same photo on two accounts', () => {
  it('flags the newer account and holds its picture for everyone but its owner, until a moderator allows it', async () => {
    const { woman, man, matchId } = await couple();
    const photo = await photoOf(11);
    const hers = await uploadPhoto(server, woman.token, photo);
    expect(hers.inReview).toBeUndefined();
    const his = await uploadPhoto(server, man.token, await copiesOf.reEncoded(photo));
    // The owner sees it, marked as waiting for review.
    expect(his.inReview).toBe(true);
    const [flag] = await flagsOf(server, man.id);
    expect(flag).toMatchObject({ pictureId: his.id, matchedProfileId: woman.id, matchedPictureId: hers.id, resolvedAt: null });
    expect(await flagsOf(server, woman.id)).toEqual([]);

    // Not shown to his match (the older account keeps hers), and /media refuses it to her.
    expect(await otherPicturesIn(matchId, woman.token)).toEqual([]);
    expect(await otherPicturesIn(matchId, man.token)).toEqual([hers.id]);
    expect(await mediaAnswers(woman.id, his.id)).not.toBe(200);
    expect(await mediaAnswers(man.id, his.id)).toBe(200);
    expect(await mediaAnswers(man.id, hers.id)).toBe(200);

    // The moderator sees both accounts and both pictures side by side.
    const mod = await moderator(server);
    const listed = (await mod.openFlags()).find((f) => f.id === flag!.id)!;
    expect(listed).toMatchObject({
      knownFake: false,
      flagged: { profileId: man.id, name: 'Yusuf', picture: { id: his.id } },
      matched: { profileId: woman.id, name: 'Maryam', picture: { id: hers.id } },
    });

    expect((await mod.as('POST', `/api/admin/photo-flags/${flag!.id}/allow`)).status).toBe(200);
    expect(await otherPicturesIn(matchId, woman.token)).toEqual([his.id]);
    expect(await mediaAnswers(woman.id, his.id)).toBe(200);
    expect((await mod.openFlags()).some((f) => f.id === flag!.id)).toBe(false);
    expect((await auditOf(server, man.id, 'photo_flag.allowed')).length).toBe(1);
    // Decided once.
    const again = await mod.as<{ error: { message: string } }>('POST', `/api/admin/photo-flags/${flag!.id}/allow`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(photoSafetyMessages.flagDecided);
  });

  it('flags the newer account even when the older one uploads second, and holds the upload too: nobody gains from uploading her photo', async () => {
    const older = await memberSince(server, 'Older', 'male', 120);
    const newer = await memberSince(server, 'Newer', 'female', 5);
    const photo = await photoOf(41);
    const newerPicture = await uploadPhoto(server, newer.token, photo);
    // He downloaded her picture and uploads it from his older account.
    const olderPicture = await uploadPhoto(server, older.token, await copiesOf.resized(photo));
    expect(olderPicture.inReview).toBe(true);
    expect(await flagsOf(server, older.id)).toEqual([]);
    const [flag] = await flagsOf(server, newer.id);
    expect(flag).toMatchObject({ pictureId: newerPicture.id, matchedPictureId: olderPicture.id, uploaderId: older.id });
    expect((await pictureRow(server, newerPicture.id))!.heldAt).not.toBeNull();
    expect((await pictureRow(server, olderPicture.id))!.heldAt).not.toBeNull();

    const mod = await moderator(server);
    expect((await mod.openFlags()).find((f) => f.id === flag!.id)).toMatchObject({
      flagged: { profileId: newer.id }, matched: { profileId: older.id, picture: { id: olderPicture.id } }, matchedHeld: true,
    });
    // "Allowed" releases both pictures the flag held.
    expect((await mod.as('POST', `/api/admin/photo-flags/${flag!.id}/allow`)).status).toBe(200);
    expect((await pictureRow(server, newerPicture.id))!.heldAt).toBeNull();
    expect((await pictureRow(server, olderPicture.id))!.heldAt).toBeNull();
  });

  it("removes the picture the moderator chooses (the older uploader's copy) and shows hers again, without making her photo a known fake", async () => {
    const harasser = await memberSince(server, 'Harasser', 'male', 500);
    const owner = await memberSince(server, 'Owner', 'female', 3);
    const photo = await photoOf(43);
    const hers = await uploadPhoto(server, owner.token, photo);
    const his = await uploadPhoto(server, harasser.token, await copiesOf.reEncoded(photo));
    const [flag] = await flagsOf(server, owner.id);
    const phash = (await pictureRow(server, his.id))!.phash!;

    const mod = await moderator(server);
    const stranger = await mod.as('POST', `/api/admin/photo-flags/${flag!.id}/remove`, { pictureId: crypto.randomUUID() });
    expect(stranger.status).toBe(404);
    expect((await mod.as('POST', `/api/admin/photo-flags/${flag!.id}/remove`, { pictureId: his.id })).status).toBe(200);
    expect(await pictureRow(server, his.id)).toBeUndefined();
    expect((await pictureRow(server, hers.id))!.heldAt).toBeNull();
    expect((await auditOf(server, harasser.id, 'photo_flag.removed')).length).toBe(1);
    expect(await server.platform.database.db.select().from(knownFakeHashes).where(eq(knownFakeHashes.phash, phash))).toEqual([]);
  });

  it('leaves different photos alone', async () => {
    const a = await memberSince(server, 'Aisha', 'female', 30);
    const b = await memberSince(server, 'Bilal', 'male', 20);
    await uploadPhoto(server, a.token, await photoOf(51));
    const other = await uploadPhoto(server, b.token, await photoOf(52));
    expect(other.inReview).toBeUndefined();
    expect(await flagsOf(server, b.id)).toEqual([]);
  });
});

describe('removed fakes', () => {
  const fakesOf = (phash: string) => server.platform.database.db.select().from(knownFakeHashes).where(eq(knownFakeHashes.phash, phash));

  it('"Remove picture" needs the step-up and deletes the copy; the original it copied stays and catches later copies, so no known fake is kept', async () => {
    const original = await memberSince(server, 'Hafsa', 'female', 300);
    const copier = await memberSince(server, 'Copier', 'female', 200);
    const photo = await photoOf(21);
    const hers = await uploadPhoto(server, original.token, photo);
    const copied = await uploadPhoto(server, copier.token, photo);
    const [flag] = await flagsOf(server, copier.id);
    const phash = (await pictureRow(server, copied.id))!.phash!;

    const admin = await signedInAdmin(server);
    const unconfirmed = await call(server, 'POST', `/api/admin/photo-flags/${flag!.id}/remove`, {}, { token: admin.token });
    expect(unconfirmed.status).toBe(403);
    expect(await pictureRow(server, copied.id)).toBeDefined();

    const mod = await moderator(server);
    expect((await mod.as('POST', `/api/admin/photo-flags/${flag!.id}/remove`)).status).toBe(200);
    expect(await pictureRow(server, copied.id)).toBeUndefined();
    expect((await pictureRow(server, hers.id))!.heldAt).toBeNull();
    // Hers is the photo: its hash never becomes a known fake that would flag her.
    expect(await fakesOf(phash)).toEqual([]);
    expect((await flagsOf(server, copier.id))[0]).toMatchObject({ decision: 'removed', pictureId: null });
    expect((await auditOf(server, copier.id, 'photo_flag.removed')).length).toBe(1);

    // A newer account with the photo, shrunk: flagged against the original.
    const third = await memberSince(server, 'Third', 'female', 1);
    const again = await uploadPhoto(server, third.token, await copiesOf.resized(photo));
    expect(again.inReview).toBe(true);
    const listed = (await mod.openFlags()).filter((f) => f.flagged.profileId === third.id);
    expect(listed.map((f) => [f.knownFake, f.matched?.profileId])).toEqual([[false, original.id]]);
  });

  it("a known-fake flag's removal keeps the hash", async () => {
    const first = await memberSince(server, 'Sumayya', 'female', 40);
    const photo = await photoOf(33);
    const picture = await uploadPhoto(server, first.token, photo);
    const mod = await moderator(server);
    expect((await mod.as('DELETE', `/api/admin/pictures/${picture.id}`)).status).toBe(200);
    const later = await memberSince(server, 'Again', 'female', 1);
    const reused = await uploadPhoto(server, later.token, await copiesOf.reEncoded(photo));
    const [flag] = await flagsOf(server, later.id);
    expect(flag).toMatchObject({ pictureId: reused.id, matchedPictureId: null });
    const phash = (await pictureRow(server, reused.id))!.phash!;
    expect((await mod.as('POST', `/api/admin/photo-flags/${flag!.id}/remove`)).status).toBe(200);
    expect((await fakesOf(phash)).map((fake) => fake.source)).toContain('photo_flag');
  });

  it("a moderator's deletion of a copy of an older account's photo keeps no hash: the owner is never flagged as a known fake", async () => {
    const owner = await memberSince(server, 'Khadija', 'female', 400);
    const copier = await memberSince(server, 'Thief', 'female', 100);
    const photo = await photoOf(35);
    await uploadPhoto(server, owner.token, photo);
    const copied = await uploadPhoto(server, copier.token, await copiesOf.brighter(photo));
    const phash = (await pictureRow(server, copied.id))!.phash!;
    const mod = await moderator(server);
    expect((await mod.as('DELETE', `/api/admin/pictures/${copied.id}`)).status).toBe(200);
    expect(await fakesOf(phash)).toEqual([]);

    // She uploads her photo again, re-encoded: no known-fake flag on her.
    const again = await uploadPhoto(server, owner.token, await copiesOf.reEncoded(photo));
    expect(again.inReview).toBeUndefined();
    expect(await flagsOf(server, owner.id)).toEqual([]);
  });

  it("a moderator's picture deletion keeps the hash too", async () => {
    const first = await memberSince(server, 'Zaynab', 'female', 50);
    const photo = await photoOf(31);
    const picture = await uploadPhoto(server, first.token, photo);
    const phash = (await pictureRow(server, picture.id))!.phash!;
    const mod = await moderator(server);
    expect((await mod.as('DELETE', `/api/admin/pictures/${picture.id}`)).status).toBe(200);
    expect(await fakesOf(phash)).toMatchObject([{ source: 'picture_deleted' }]);

    const later = await memberSince(server, 'Later', 'female', 1);
    const reused = await uploadPhoto(server, later.token, await copiesOf.brighter(photo));
    expect(reused.inReview).toBe(true);
    expect(await flagsOf(server, later.id)).toMatchObject([{ pictureId: reused.id, matchedProfileId: null }]);
  });
});

describe('probing whether photos are on other accounts', () => {
  it('refuses uploads (429) for 24 hours after 3 uploads that matched other accounts', async () => {
    const prober = await memberSince(server, 'Prober', 'male', 1);
    for (const seed of [81, 82, 83]) {
      const owner = await memberSince(server, `Owner ${seed}`, 'female', 600);
      const photo = await photoOf(seed);
      await uploadPhoto(server, owner.token, photo);
      server.clock.advance(60_000);
      expect((await uploadPhoto(server, prober.token, await copiesOf.reEncoded(photo))).inReview).toBe(true);
    }
    const refused = await upload(server, prober.token, await photoOf(84), 'image/jpeg');
    expect(refused.status).toBe(429);
    expect((refused.body as unknown as { error: { message: string } }).error.message).toBe(photoSafetyMessages.matchedUploadsLimit);

    // The window slides: a day after the first match he may upload again.
    server.clock.advance(24 * 3600_000 - 2 * 60_000);
    const token = (await signIn(server, prober.email, prober.password)).token;
    expect((await upload(server, token, await photoOf(84), 'image/jpeg')).status).toBe(200);
  });

  it('does not count uploads of photos on no other account, nor a match a moderator allowed', async () => {
    const member = await memberSince(server, 'Honest', 'female', 1);
    const older = await memberSince(server, 'Her old account', 'female', 900);
    for (const seed of [85, 86]) {
      const photo = await photoOf(seed);
      await uploadPhoto(server, older.token, photo);
      server.clock.advance(60_000);
      await uploadPhoto(server, member.token, photo);
    }
    const mod = await moderator(server);
    for (const flag of await flagsOf(server, member.id)) {
      expect((await mod.as('POST', `/api/admin/photo-flags/${flag.id}/allow`)).status).toBe(200);
    }
    const photo = await photoOf(87);
    await uploadPhoto(server, older.token, photo);
    server.clock.advance(60_000);
    const token = (await signIn(server, member.email, member.password)).token;
    expect((await uploadPhoto(server, token, photo)).inReview).toBe(true);
    expect((await upload(server, token, await photoOf(88), 'image/jpeg')).status).toBe(200);
  });
});
