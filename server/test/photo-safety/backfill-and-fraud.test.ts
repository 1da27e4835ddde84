import { type VerificationQueue } from '@mithaq/contract/verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MATCH_MAX_DISTANCE } from '../../src/features/photo-safety/service';
import { hashUnhashedPictures } from '../../src/features/pictures/hash-backfill';
import { hashDistance } from '../../src/features/pictures/processing';
import { knownFakeHashes } from '../../src/platform/db/schema/photo-safety';
import { profilePictures } from '../../src/platform/db/schema/profiles';
import { photoOf } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { requestVerification } from '../support/verification';
import { flagsOf, memberSince, moderator, pictureRow, uploadPhoto } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('npm run pictures:hash', () => {
  it('hashes pictures stored without a hash from their stored card, close to the upload\'s hash, and does nothing the second time', async () => {
    const member = await memberSince(server, 'Ruqayya', 'female', 40);
    const picture = await uploadPhoto(server, member.token, await photoOf(61));
    const atUpload = (await pictureRow(server, picture.id))!.phash!;
    await server.platform.database.db.update(profilePictures).set({ phash: null }).where(eq(profilePictures.id, picture.id));

    expect(await hashUnhashedPictures(server.platform)).toBeGreaterThanOrEqual(1);
    const backfilled = (await pictureRow(server, picture.id))!.phash!;
    expect(hashDistance(atUpload, backfilled)).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    expect(await hashUnhashedPictures(server.platform)).toBe(0);
  });
});

describe('a verification rejected as fraud', () => {
  it("keeps the hashes of the member's pictures: the same photo on a newer account is flagged as a known fake", async () => {
    const fraud = await memberSince(server, 'Fraud', 'female', 90);
    const picture = await uploadPhoto(server, fraud.token, await photoOf(71));
    const phash = (await pictureRow(server, picture.id))!.phash!;
    await requestVerification(server, fraud.token);
    const mod = await moderator(server);
    const queue = (await mod.as<VerificationQueue>('GET', '/api/admin/verification')).body;
    const request = queue.requests.find((r) => r.profileId === fraud.id)!;
    expect((await mod.as('POST', `/api/admin/verification/${request.id}/reject`, { reason: 'Not her photos', fraud: true })).status).toBe(200);
    expect(await server.platform.database.db.select().from(knownFakeHashes).where(eq(knownFakeHashes.phash, phash))).toMatchObject([
      { source: 'verification_fraud' },
    ]);

    const newer = await memberSince(server, 'Newer', 'female', 1);
    const reused = await uploadPhoto(server, newer.token, await photoOf(71));
    expect(reused.inReview).toBe(true);
    const flags = await flagsOf(server, newer.id);
    expect(flags.some((flag) => flag.knownFakeId !== null)).toBe(true);
  });

  it("keeps no hash of a photo an older account has: that account is likely its owner, never to be flagged as a known fake", async () => {
    const owner = await memberSince(server, 'Owner', 'female', 900);
    const fraud = await memberSince(server, 'Thief', 'female', 80);
    const stolen = await photoOf(73);
    await uploadPhoto(server, owner.token, stolen);
    const copy = await uploadPhoto(server, fraud.token, stolen);
    const own = await uploadPhoto(server, fraud.token, await photoOf(75));
    const [copyHash, ownHash] = [(await pictureRow(server, copy.id))!.phash!, (await pictureRow(server, own.id))!.phash!];
    await requestVerification(server, fraud.token);
    const mod = await moderator(server);
    const queue = (await mod.as<VerificationQueue>('GET', '/api/admin/verification')).body;
    const request = queue.requests.find((r) => r.profileId === fraud.id)!;
    expect((await mod.as('POST', `/api/admin/verification/${request.id}/reject`, { reason: 'Not her photos', fraud: true })).status).toBe(200);
    const fakesOf = (phash: string) => server.platform.database.db.select().from(knownFakeHashes).where(eq(knownFakeHashes.phash, phash));
    expect(await fakesOf(copyHash)).toEqual([]);
    expect(await fakesOf(ownHash)).toMatchObject([{ source: 'verification_fraud' }]);
  });
});
