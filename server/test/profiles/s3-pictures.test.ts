import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseExpiredAccounts } from '../../src/features/account/retention';
import { purgeExpiredSelfies } from '../../src/features/verification/retention';
import { createS3Storage } from '../../src/platform/storage/s3';
import type { Storage } from '../../src/platform/storage/storage';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call } from '../support/client';
import { pictures } from '../support/images';
import { fetchMedia, viewerCookie } from '../support/media';
import { memberThroughApi, upload } from '../support/profiles';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/server';
import { approveFromQueue, requestVerification, requestsOf } from '../support/verification';

const DAY = 24 * 3600_000;

let s3: TestS3Server;
let server: TestServer;
/** The bucket as seen from outside the app: what is really stored. */
let bucket: Storage;

// The retention jobs act on every row: this file has a database of its own.
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: s3.env, isolatedDatabase: true });
  bucket = createS3Storage(s3.config);
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/media\//, '');
/** Whether the object is in the bucket once the outbox has done what was queued (deletes go through it). */
const inBucket = async (key: string) => {
  await server.jobs.outbox.deliverDue();
  return (await bucket.head(key)) !== null;
};

/** A member with one uploaded picture; its three renditions' keys (card, thumb, blurred) as the bucket has them. */
async function memberWithPicture() {
  const member = await memberThroughApi(server);
  const uploaded = await upload(server, member.token, await pictures.jpeg(), 'image/jpeg');
  expect(uploaded.status).toBe(200);
  const picture = uploaded.body.pictures![0]!;
  const card = keyOf(picture.url);
  const keys = [card, keyOf(picture.thumbUrl), card.replace(/\.webp$/, '-blur.webp')];
  for (const key of keys) expect(await inBucket(key), key).toBe(true);
  return { member, picture, keys };
}

describe('pictures in an S3 bucket', () => {
  it('the server keeps them in the bucket, not on its disk', async () => {
    expect(server.platform.config.s3?.bucket).toBe(s3.bucket);
    await expect(server.platform.storage.check()).resolves.toBeUndefined();
  });

  it('upload → /media streams the stored object → delete → the objects are gone and /media says 404', async () => {
    const { member, picture, keys } = await memberWithPicture();
    const cookie = viewerCookie(server, member.id);
    const served = await fetchMedia(server, picture.url, cookie);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Number(served.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes).toEqual(await buffer((await bucket.get(keys[0]!))!.body));
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // A second picture, so the first may go (the last one cannot).
    await upload(server, member.token, await pictures.png(), 'image/png');
    expect((await call(server, 'DELETE', `/api/profiles/me/pictures/${picture.id}`, undefined, { token: member.token })).status).toBe(200);
    for (const key of keys) expect(await inBucket(key), key).toBe(false);
    expect((await fetchMedia(server, picture.url, cookie)).status).toBe(404);
  });

  it('a moderator deleting a picture deletes its objects', async () => {
    const { picture, keys } = await memberWithPicture();
    const asAdmin = asAdminOf(server, await signedInAdmin(server));
    expect((await asAdmin('DELETE', `/api/admin/pictures/${picture.id}`)).status).toBe(200);
    for (const key of keys) expect(await inBucket(key), key).toBe(false);
  });

  it('deleting the account deletes every picture and the verification selfie', async () => {
    const { member, keys } = await memberWithPicture();
    await requestVerification(server, member.token);
    const selfie = (await requestsOf(server, member.id))[0]!.selfiePath!;
    expect(await inBucket(selfie)).toBe(true);
    expect((await call(server, 'DELETE', '/api/account', { password: member.password }, { token: member.token })).status).toBe(200);
    for (const key of [...keys, selfie]) expect(await inBucket(key), key).toBe(false);
  });

  it('the selfie retention job deletes the selfie object 30 days after the decision', async () => {
    const member = await memberThroughApi(server);
    await requestVerification(server, member.token);
    const [request] = await requestsOf(server, member.id);
    const asAdmin = asAdminOf(server, await signedInAdmin(server));
    expect((await approveFromQueue(asAdmin, member.id)).status).toBe(200);
    server.clock.advance(30 * DAY + 60_000);
    expect(await purgeExpiredSelfies(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await inBucket(request!.selfiePath!)).toBe(false);
  });

  it('the 2-year retention of a deactivated account deletes its objects', async () => {
    const { member, keys } = await memberWithPicture();
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token: member.token })).status).toBe(200);
    server.clock.advance(730 * DAY + 60_000);
    expect(await anonymiseExpiredAccounts(server.platform)).toBeGreaterThanOrEqual(1);
    for (const key of keys) expect(await inBucket(key), key).toBe(false);
  });
});
