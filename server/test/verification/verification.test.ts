import { verificationMessages, verificationPoses, type VerificationQueue } from '@mithaq/contract/verification';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdminOf, auditOf, signedInAdmin, type SignedInAdmin } from '../admin/support';
import { call, signIn } from '../support/client';
import { pictures } from '../support/images';
import { fetchMedia, givePicture, viewerCookie } from '../support/media';
import { memberThroughApi } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { requestVerification, requestsOf, sendSelfie, startTry, verificationOf } from '../support/verification';

const HOUR = 3600_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The moderator of the last call: tests move the clock past access tokens, so each call signs one in. */
let admin: SignedInAdmin;
async function asAdmin<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  admin = await signedInAdmin(server);
  return asAdminOf(server, admin)<T>(method, path, body);
}
/** A member's token after the clock moved (access tokens last 15 minutes). */
const tokenOf = async (member: { email: string; password: string }) => (await signIn(server, member.email, member.password)).token;

const queue = async () => (await asAdmin<VerificationQueue>('GET', '/api/admin/verification')).body;
const pendingIdOf = async (profileId: string) => (await queue()).requests.find((r) => r.profileId === profileId)!.id;

describe('a member asks for the badge', () => {
  it('starts unverified, gets a pose from the server, and waits for a moderator after the selfie', async () => {
    const member = await memberThroughApi(server);
    expect((await verificationOf(server, member.token)).body.verification).toEqual({
      status: 'none', pose: null, reason: null, triesLeft: 3, verifiedAt: null, badgeHidden: null,
    });
    const started = await startTry(server, member.token);
    expect(started.status).toBe(200);
    expect(verificationPoses).toContain(started.body.pose);
    const sent = await sendSelfie(server, member.token, started.body.challenge, await pictures.jpegWithGps());
    expect(sent.status).toBe(200);
    expect(sent.body.verification).toMatchObject({ status: 'pending', pose: started.body.pose, triesLeft: 2 });
    // Stored privately under its own prefix, re-encoded without metadata.
    const [row] = await requestsOf(server, member.id);
    expect(row).toMatchObject({ status: 'pending', pose: started.body.pose });
    expect(row!.selfiePath).toMatch(/^selfies\/[\w-]+\.webp$/);
    const stored = await server.platform.storage.get(row!.selfiePath!);
    const bytes = Buffer.concat(await stored!.body.toArray());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a challenge that is forged, someone else\'s or expired, and anything that is not a picture', async () => {
    const member = await memberThroughApi(server);
    const other = await memberThroughApi(server, { name: 'Other', sex: 'male' });
    const theirs = await startTry(server, other.token);
    for (const challenge of ['made-up', theirs.body.challenge]) {
      const sent = await sendSelfie(server, member.token, challenge);
      expect(sent.status).toBe(400);
      expect(sent.body.error!.message).toBe(verificationMessages.challengeInvalid);
    }
    const mine = await startTry(server, member.token);
    const notAPicture = await sendSelfie(server, member.token, mine.body.challenge, Buffer.from('<?php echo 1; ?>'), 'image/png');
    expect(notAPicture.status).toBe(415);
    server.clock.advance(16 * 60_000);
    const late = await sendSelfie(server, await tokenOf(member), mine.body.challenge);
    expect(late.status).toBe(400);
    expect(late.body.error!.message).toBe(verificationMessages.challengeInvalid);
    expect(await requestsOf(server, member.id)).toEqual([]);
  });

  it('needs a session before the body is read', async () => {
    const response = await server.fetch('/api/verification/selfie?challenge=x', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: await pictures.jpeg() });
    expect(response.status).toBe(401);
  });

  it('keeps one pending request', async () => {
    const member = await memberThroughApi(server);
    const first = await startTry(server, member.token);
    const second = await startTry(server, member.token);
    expect((await sendSelfie(server, member.token, first.body.challenge)).status).toBe(200);
    const again = await sendSelfie(server, member.token, second.body.challenge);
    expect(again.status).toBe(400);
    expect(again.body.error!.message).toBe(verificationMessages.alreadyPending);
    expect((await startTry(server, member.token)).body.error!.message).toBe(verificationMessages.alreadyPending);
    expect(await requestsOf(server, member.id)).toHaveLength(1);
  });

  it('allows 3 tries in any 24 hours, by the clock', async () => {
    const member = await memberThroughApi(server);
    for (let i = 0; i < 3; i += 1) {
      await requestVerification(server, await tokenOf(member));
      expect((await asAdmin('POST', `/api/admin/verification/${await pendingIdOf(member.id)}/reject`, { reason: 'Face not visible' })).status).toBe(200);
      server.clock.advance(HOUR);
    }
    const token = await tokenOf(member);
    const state = (await verificationOf(server, token)).body.verification;
    expect(state).toMatchObject({ status: 'rejected', reason: 'Face not visible', triesLeft: 0 });
    const refused = await startTry(server, token);
    expect(refused.status).toBe(429);
    expect(refused.body.error!.message).toBe(verificationMessages.triesUsed);
    // The first try leaves the rolling day 24 h after it was made: one try is back.
    server.clock.advance(21 * HOUR - 1000);
    expect((await startTry(server, await tokenOf(member))).status).toBe(429);
    server.clock.advance(2000);
    const later = await tokenOf(member);
    expect((await verificationOf(server, later)).body.verification.triesLeft).toBe(1);
    expect((await startTry(server, later)).status).toBe(200);
  });
});

describe('moderators decide', () => {
  it('approve: the badge shows, the decision is audited, and no new try is possible', async () => {
    const member = await memberThroughApi(server);
    const { pose } = await requestVerification(server, member.token);
    const item = (await queue()).requests.find((r) => r.profileId === member.id)!;
    expect(item).toMatchObject({ pose, name: 'Amina' });
    expect(item.selfieUrl).toBeTruthy();
    const approved = await asAdmin('POST', `/api/admin/verification/${item.id}/approve`, { name: item.name, pictureIds: [] });
    expect(approved.body).toEqual({ status: 'approved' });
    const state = (await verificationOf(server, member.token)).body.verification;
    expect(state).toMatchObject({ status: 'approved', verifiedAt: server.clock.now().toISOString() });
    expect((await call<{ profile: { verified: boolean } }>(server, 'GET', '/api/profiles/me', undefined, { token: member.token })).body.profile.verified).toBe(true);
    const [entry] = await auditOf(server, member.id, 'verification.approved');
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'profile', details: { requestId: item.id, pose } });
    expect((await startTry(server, member.token)).body.error!.message).toBe(verificationMessages.alreadyVerified);
    // Decided once: a second decision is refused and writes nothing.
    expect((await asAdmin('POST', `/api/admin/verification/${item.id}/reject`, { reason: 'late' })).status).toBe(409);
    expect(await auditOf(server, member.id, 'verification.rejected')).toEqual([]);
  });

  it('reject needs a reason (1–300 characters); the member reads it and tries again', async () => {
    const member = await memberThroughApi(server);
    await requestVerification(server, member.token);
    const id = await pendingIdOf(member.id);
    for (const reason of ['', '   ', 'x'.repeat(301)]) {
      const refused = await asAdmin<{ error: { message: string } }>('POST', `/api/admin/verification/${id}/reject`, { reason });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(verificationMessages.reasonRequired);
    }
    expect((await asAdmin('POST', `/api/admin/verification/${id}/reject`, { reason: 'Pose not matching', fraud: true })).status).toBe(200);
    expect((await verificationOf(server, member.token)).body.verification).toMatchObject({ status: 'rejected', reason: 'Pose not matching', triesLeft: 2 });
    const [entry] = await auditOf(server, member.id, 'verification.rejected');
    expect(entry!.details).toEqual({ requestId: id, reason: 'Pose not matching', fraud: true });
    expect((await requestsOf(server, member.id))[0]).toMatchObject({ status: 'rejected', fraud: true, note: 'Pose not matching', reviewedBy: admin.id });
    await requestVerification(server, member.token);
    expect((await verificationOf(server, member.token)).body.verification.status).toBe('pending');
  });

  it('revoke takes the badge back with a reason, audited; the member may verify again', async () => {
    const member = await memberThroughApi(server);
    await requestVerification(server, member.token);
    await asAdmin('POST', `/api/admin/verification/${await pendingIdOf(member.id)}/approve`, { name: 'Amina', pictureIds: [] });
    const revoked = await asAdmin('POST', `/api/admin/profiles/${member.id}/verification/revoke`, { reason: 'Pictures changed' });
    expect(revoked.body).toEqual({ status: 'revoked' });
    expect((await verificationOf(server, member.token)).body.verification).toMatchObject({ status: 'rejected', reason: 'Pictures changed', verifiedAt: null });
    expect((await call<{ profile: { verified: boolean } }>(server, 'GET', '/api/profiles/me', undefined, { token: member.token })).body.profile.verified).toBe(false);
    expect((await auditOf(server, member.id, 'verification.revoked'))[0]!.details).toMatchObject({ reason: 'Pictures changed' });
    expect((await asAdmin('POST', `/api/admin/profiles/${member.id}/verification/revoke`, { reason: 'again' })).status).toBe(409);
    expect((await startTry(server, member.token)).status).toBe(200);
  });

  it('only moderators reach the queue and the decisions', async () => {
    const member = await memberThroughApi(server);
    await requestVerification(server, member.token);
    const id = (await requestsOf(server, member.id))[0]!.id;
    expect((await call(server, 'GET', '/api/admin/verification', undefined, { token: member.token })).status).toBe(403);
    expect((await call(server, 'POST', `/api/admin/verification/${id}/approve`, undefined, { token: member.token })).status).toBe(403);
    expect((await call(server, 'GET', '/api/admin/verification')).status).toBe(401);
    expect((await verificationOf(server, member.token)).body.verification.status).toBe('pending');
  });

  it('lists the queue oldest first with the profile pictures', async () => {
    const older = await memberThroughApi(server);
    await givePicture(server, older.id);
    await requestVerification(server, older.token);
    server.clock.advance(1000);
    const newer = await memberThroughApi(server);
    await requestVerification(server, newer.token);
    const { requests, pending } = await queue();
    const ids = requests.map((r) => r.profileId);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(pending).toBeGreaterThanOrEqual(2);
    const item = requests.find((r) => r.profileId === older.id)!;
    expect(item.pictures).toHaveLength(1);
    expect((await fetchMedia(server, item.pictures[0]!.url, admin.media)).status).toBe(200);
    const dates = requests.map((r) => r.createdAt);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('the selfie is for moderators only', () => {
  it('is served to a moderator and is a 404 for its owner and for anyone else, even with a signed URL', async () => {
    const member = await memberThroughApi(server);
    const stranger = await memberThroughApi(server, { name: 'Stranger', sex: 'male' });
    await requestVerification(server, member.token);
    const item = (await queue()).requests.find((r) => r.profileId === member.id)!;
    const seen = await fetchMedia(server, item.selfieUrl!, admin.media);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    const key = (await requestsOf(server, member.id))[0]!.selfiePath!;
    for (const viewer of [member.id, stranger.id]) {
      const url = server.platform.mediaUrls.sign(key, viewer);
      expect((await fetchMedia(server, url, viewerCookie(server, viewer))).status).toBe(404);
    }
    // The moderator's URL with a member's cookie is no better.
    expect((await fetchMedia(server, item.selfieUrl!, viewerCookie(server, member.id))).status).toBe(404);
  });
});
