import type { VerificationQueue } from '@mithaq/contract/verification';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredSelfies } from '../../src/features/verification/retention';
import { profilePictures, profiles } from '../../src/platform/db/schema/profiles';
import { verificationKeptPictures, verificationRequests as vr } from '../../src/platform/db/schema/safety';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call, signIn } from '../support/client';
import { pictures } from '../support/images';
import { givePicture } from '../support/media';
import { memberThroughApi, upload } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { approveFromQueue, requestVerification, requestsOf, verificationOf } from '../support/verification';

const DAY = 24 * 3600_000;

let server: TestServer;
// The retention job and the migration's backfill act on every row: this file has a database of its own.
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

async function decide(memberId: string, action: 'approve' | 'reject', body?: { reason: string; fraud?: boolean }) {
  const asAdmin = asAdminOf(server, await signedInAdmin(server));
  const { requests } = (await asAdmin<VerificationQueue>('GET', '/api/admin/verification')).body;
  const item = requests.find((r) => r.profileId === memberId)!;
  const shown = { name: item.name, pictureIds: item.pictures.map((p) => p.id) };
  expect((await asAdmin('POST', `/api/admin/verification/${item.id}/${action}`, body ?? shown)).status).toBe(200);
}

/** A member with a decided request, and where its selfie is stored. */
async function decided(action: 'approve' | 'reject', body?: { reason: string; fraud?: boolean }) {
  const member = await memberThroughApi(server);
  await requestVerification(server, member.token);
  await decide(member.id, action, body);
  const [row] = await requestsOf(server, member.id);
  return { member, path: row!.selfiePath! };
}

/** Whether the file is still there once the outbox has done what was queued (deletes go through it). */
const stored = async (path: string) => {
  await server.jobs.outbox.deliverDue();
  return (await server.platform.storage.head(path)) !== null;
};
const rowOf = async (memberId: string) => (await requestsOf(server, memberId))[0]!;
const keptOf = (requestId: string) =>
  server.platform.database.db.select().from(verificationKeptPictures).where(eq(verificationKeptPictures.requestId, requestId));

describe('selfie retention', () => {
  it('deletes approved and plainly rejected selfies 30 days after the decision, fraud ones after 2 years, each once', async () => {
    const approved = await decided('approve');
    const rejected = await decided('reject', { reason: 'Blurry' });
    const fraud = await decided('reject', { reason: 'Not the person in the pictures', fraud: true });
    const pending = await memberThroughApi(server);
    await requestVerification(server, pending.token);

    server.clock.advance(30 * DAY - 60_000);
    expect(await purgeExpiredSelfies(server.platform)).toBe(0);
    server.clock.advance(2 * 60_000);
    // Two runs at once (two servers): each selfie is taken by one of them.
    const runs = await Promise.all([purgeExpiredSelfies(server.platform), purgeExpiredSelfies(server.platform)]);
    expect(runs[0]! + runs[1]!).toBe(2);
    for (const { member, path } of [approved, rejected]) {
      expect(await stored(path)).toBe(false);
      expect(await rowOf(member.id)).toMatchObject({ selfiePath: null, selfieDeletedAt: server.clock.now() });
    }
    expect(await stored(fraud.path)).toBe(true);
    expect((await rowOf(pending.id)).selfiePath).not.toBeNull();
    // The badge stays: only the picture goes.
    const token = (await signIn(server, approved.member.email, approved.member.password)).token;
    expect((await call<{ profile: { verified: boolean } }>(server, 'GET', '/api/profiles/me', undefined, { token })).body.profile.verified).toBe(true);

    server.clock.advance(2 * 365 * DAY - 30 * DAY - 2 * 60_000);
    expect(await purgeExpiredSelfies(server.platform)).toBe(0);
    server.clock.advance(2 * 60_000);
    expect(await purgeExpiredSelfies(server.platform)).toBe(1);
    expect(await stored(fraud.path)).toBe(false);
    expect((await rowOf(fraud.member.id)).selfiePath).toBeNull();
    expect(await purgeExpiredSelfies(server.platform)).toBe(0);
    // A pending request is never touched, however old.
    expect((await rowOf(pending.id)).selfiePath).not.toBeNull();
  });

  it('deleting the account deletes the selfies', async () => {
    const { member, path } = await decided('reject', { reason: 'Blurry' });
    await requestVerification(server, member.token);
    const second = (await requestsOf(server, member.id))[1]!.selfiePath!;
    expect((await call(server, 'DELETE', '/api/account', { password: member.password }, { token: member.token })).status).toBe(200);
    expect(await stored(path)).toBe(false);
    expect(await stored(second)).toBe(false);
  });
});

/**
 * Verified with one picture, then (a minute later) swapped it for another: the re-review holds the
 * approval's selfie and keeps the old picture's thumbnail.
 */
async function swappedAfterApproval() {
  const member = await memberThroughApi(server);
  const first = (await upload(server, member.token, await pictures.jpeg(600, 800), 'image/jpeg')).body.pictures![0]!;
  await requestVerification(server, member.token);
  await decide(member.id, 'approve');
  const approval = await rowOf(member.id);
  server.clock.advance(60_000);
  await upload(server, member.token, await pictures.jpeg(700, 900), 'image/jpeg');
  expect((await call(server, 'DELETE', `/api/profiles/me/pictures/${first.id}`, undefined, { token: member.token })).status).toBe(200);
  const reReview = (await requestsOf(server, member.id)).find((r) => r.status === 'pending')!;
  expect(reReview).toMatchObject({ followsId: approval.id, selfiePath: approval.selfiePath, sentAt: null });
  const [kept] = await keptOf(reReview.id);
  expect(await stored(kept!.thumbPath)).toBe(true);
  return { member, first, reReview, kept: kept!, approvedAt: approval.reviewedAt!.getTime() };
}

describe('a change after the approval\'s selfie is gone', () => {
  /** Amina, verified with one picture 30 days ago; the retention job has deleted her selfie since. */
  async function verifiedLongAgo() {
    const member = await memberThroughApi(server);
    await upload(server, member.token, await pictures.jpeg(600, 800), 'image/jpeg');
    await requestVerification(server, member.token);
    await decide(member.id, 'approve');
    server.clock.advance(30 * DAY + 60_000);
    await purgeExpiredSelfies(server.platform);
    return { ...member, token: (await signIn(server, member.email, member.password)).token };
  }

  const queueItemOf = async (memberId: string) => {
    const { requests } = (await asAdminOf(server, await signedInAdmin(server))<VerificationQueue>('GET', '/api/admin/verification')).body;
    return requests.find((r) => r.profileId === memberId);
  };

  it('asks the member for a new selfie (one of her tries); the moderator then sees the change beside it', async () => {
    const member = await verifiedLongAgo();
    const added = (await upload(server, member.token, await pictures.jpeg(700, 900), 'image/jpeg')).body.pictures!.at(-1)!;

    expect((await verificationOf(server, member.token)).body.verification).toMatchObject({
      status: 'none',
      badgeHidden: { pictures: true, name: false },
      triesLeft: 3,
    });
    // Nothing to compare yet: the moderators do not see it.
    expect(await queueItemOf(member.id)).toBeUndefined();

    await requestVerification(server, member.token);
    expect((await verificationOf(server, member.token)).body.verification).toMatchObject({
      status: 'pending',
      badgeHidden: { pictures: true, name: false },
      triesLeft: 2,
    });
    const item = (await queueItemOf(member.id))!;
    expect(item.selfieUrl).not.toBeNull();
    expect(item.change).toMatchObject({ previousName: 'Amina', addedPictureIds: [added.id], removed: [], selfieKept: false });

    await decide(member.id, 'approve');
    expect((await verificationOf(server, member.token)).body.verification).toMatchObject({ status: 'approved', badgeHidden: null });
  });

  it('the thumbnails kept for a re-review go with its selfie, 30 days after the decision', async () => {
    const { member, reReview, kept } = await swappedAfterApproval();
    await decide(member.id, 'approve');

    server.clock.advance(30 * DAY + 60_000);
    expect(await purgeExpiredSelfies(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await stored(kept.thumbPath)).toBe(false);
    expect(await keptOf(reReview.id)).toEqual([]);
    expect((await requestsOf(server, member.id)).find((r) => r.id === reReview.id)!.selfiePath).toBeNull();
  });

  it('deleting the account deletes the kept thumbnails too', async () => {
    const { member, kept } = await swappedAfterApproval();
    expect((await call(server, 'DELETE', '/api/account', { password: member.password }, { token: member.token })).status).toBe(200);
    expect(await stored(kept.thumbPath)).toBe(false);
  });
});

describe("a re-review's inherited selfie", () => {
  const reReviewOf = async (memberId: string) => (await requestsOf(server, memberId)).find((r) => r.status === 'pending')!;
  const queueItemOf = async (memberId: string) => {
    const { requests } = (await asAdminOf(server, await signedInAdmin(server))<VerificationQueue>('GET', '/api/admin/verification')).body;
    return requests.find((r) => r.profileId === memberId);
  };

  it("gives up the approval's selfie and the kept thumbnails 30 days after the approval, then waits for a new selfie", async () => {
    const { member, first, reReview, kept, approvedAt } = await swappedAfterApproval();
    const selfie = reReview.selfiePath!;

    // Nobody decides it. A minute before the approval's 30 days: all kept.
    server.clock.set(new Date(approvedAt + 30 * DAY - 60_000));
    await purgeExpiredSelfies(server.platform);
    expect(await stored(selfie)).toBe(true);
    expect(await stored(kept.thumbPath)).toBe(true);

    server.clock.set(new Date(approvedAt + 30 * DAY + 60_000));
    expect(await purgeExpiredSelfies(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await stored(selfie)).toBe(false);
    expect(await stored(kept.thumbPath)).toBe(false);
    expect(await keptOf(reReview.id)).toEqual([]);
    expect(await reReviewOf(member.id)).toMatchObject({ id: reReview.id, status: 'pending', selfiePath: null, pose: null, selfieDeletedAt: server.clock.now() });

    // The re-review now waits for a new selfie, as when none was kept: out of the queue, the member asked for one.
    const token = (await signIn(server, member.email, member.password)).token;
    expect((await verificationOf(server, token)).body.verification).toMatchObject({ status: 'none', badgeHidden: { pictures: true, name: false } });
    expect(await queueItemOf(member.id)).toBeUndefined();
    await requestVerification(server, token);
    const item = (await queueItemOf(member.id))!;
    // The removed picture is named, its thumbnail gone with the selfie.
    expect(item.change).toMatchObject({ selfieKept: false, removed: [{ id: first.id, thumbUrl: null }] });

    // A selfie she sent herself is the queue's like any other: retention waits for the decision.
    const sent = (await reReviewOf(member.id)).selfiePath!;
    server.clock.advance(31 * DAY);
    await purgeExpiredSelfies(server.platform);
    expect(await stored(sent)).toBe(true);
  });

  it('goes 30 days after the approval also when the re-review was decided since, unless it was rejected as fraud', async () => {
    const approved = await swappedAfterApproval();
    const fraud = await swappedAfterApproval();
    // Decided 20 days on: a decision's own 30 days would keep the selfie 20 days longer.
    server.clock.advance(20 * DAY);
    await decide(approved.member.id, 'approve');
    await decide(fraud.member.id, 'reject', { reason: 'Not the person in the pictures', fraud: true });
    server.clock.set(new Date(Math.max(approved.approvedAt, fraud.approvedAt) + 30 * DAY + 60_000));
    await purgeExpiredSelfies(server.platform);
    expect(await stored(approved.reReview.selfiePath!)).toBe(false);
    expect(await stored(approved.kept.thumbPath)).toBe(false);
    expect((await requestsOf(server, approved.member.id)).find((r) => r.id === approved.reReview.id)).toMatchObject({ status: 'approved', selfiePath: null });
    // Evidence of a fraud keeps the policy's 2 years.
    expect(await stored(fraud.reReview.selfiePath!)).toBe(true);
    expect(await stored(fraud.kept.thumbPath)).toBe(true);
  });

  it('keeps the thumbnail of a covered picture removed while it waits for a new selfie no longer than 30 days', async () => {
    // Verified long ago: the approval's selfie went at its 30 days; then she deleted the covered picture.
    const member = await memberThroughApi(server);
    const first = (await upload(server, member.token, await pictures.jpeg(600, 800), 'image/jpeg')).body.pictures![0]!;
    await upload(server, member.token, await pictures.jpeg(700, 900), 'image/jpeg');
    await requestVerification(server, member.token);
    await decide(member.id, 'approve');
    server.clock.advance(40 * DAY);
    await purgeExpiredSelfies(server.platform);
    const token = (await signIn(server, member.email, member.password)).token;
    expect((await call(server, 'DELETE', `/api/profiles/me/pictures/${first.id}`, undefined, { token })).status).toBe(200);
    const removedAt = server.clock.now().getTime();
    const reReview = await reReviewOf(member.id);
    expect(reReview.selfiePath).toBeNull();
    const [kept] = await keptOf(reReview.id);
    expect(await stored(kept!.thumbPath)).toBe(true);

    server.clock.set(new Date(removedAt + 30 * DAY - 60_000));
    await purgeExpiredSelfies(server.platform);
    expect(await stored(kept!.thumbPath)).toBe(true);
    server.clock.set(new Date(removedAt + 30 * DAY + 60_000));
    await purgeExpiredSelfies(server.platform);
    expect(await stored(kept!.thumbPath)).toBe(false);
    expect(await keptOf(reReview.id)).toEqual([]);
    expect(await reReviewOf(member.id)).toMatchObject({ id: reReview.id, status: 'pending', selfiePath: null });
  });
});

/** The migration's backfill statements, found by the migration's name (its number changes when branches merge). */
function backfillStatements() {
  const dir = path.join(import.meta.dirname, '../../migrations');
  const file = fs.readdirSync(dir).find((name) => name.endsWith('_badge_coverage.sql'));
  if (!file) throw new Error('the badge coverage migration is missing');
  return fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('-- backfill:'));
}

async function verifiedMember(name: string) {
  const member = await memberThroughApi(server, { name });
  const first = (await upload(server, member.token, await pictures.jpeg(600, 800), 'image/jpeg')).body.pictures![0]!;
  await requestVerification(server, member.token);
  expect((await approveFromQueue(asAdminOf(server, await signedInAdmin(server)), member.id)).status).toBe(200);
  // As the picture was dated: before the decision.
  await server.platform.database.db.execute(sql`update ${profilePictures} p set created_at = r.reviewed_at - interval '1 minute'
    from ${vr} r where r.profile_id = p.profile_id and r.status = 'approved' and p.id = ${first.id}`);
  return { ...member, first };
}

describe('the badge coverage backfill', () => {
  it('records what each approval covered, and sends a badge already past a swap back to the queue', async () => {
    const unchanged = await verifiedMember('Amina');
    const swapped = await verifiedMember('Sara');
    // Sara's new picture came after her approval (the hole this migration closes).
    const later = await givePicture(server, swapped.id, 1);
    await server.platform.database.db.execute(sql`update ${profilePictures} p set created_at = r.reviewed_at + interval '1 day'
      from ${vr} r where r.profile_id = p.profile_id and r.status = 'approved' and p.storage_path = ${later.storagePath}`);
    const [laterRow] = await server.platform.database.db.select().from(profilePictures).where(eq(profilePictures.storagePath, later.storagePath));
    // The rows as they were before the migration: no coverage, no time the selfie was sent.
    const ids = [unchanged.id, swapped.id];
    await server.platform.database.db.update(vr).set({ coveredName: null, coveredPictureIds: null, sentAt: null }).where(inArray(vr.profileId, ids));
    const selfieOfSara = (await requestsOf(server, swapped.id))[0]!.selfiePath;

    // Twice: a second run changes nothing.
    for (let run = 0; run < 2; run += 1) for (const statement of backfillStatements()) await server.platform.database.db.execute(sql.raw(statement));

    const [amina] = await requestsOf(server, unchanged.id);
    expect(amina).toMatchObject({ status: 'approved', coveredName: 'Amina', coveredPictureIds: [unchanged.first.id], hiddenAt: null, sentAt: amina!.createdAt });
    const [aminaProfile] = await server.platform.database.db.select().from(profiles).where(eq(profiles.id, unchanged.id));
    expect(aminaProfile!.verifiedAt).not.toBeNull();

    const rows = await requestsOf(server, swapped.id);
    expect(rows).toHaveLength(2);
    const approval = rows.find((r) => r.status === 'approved');
    const reReview = rows.find((r) => r.status === 'pending');
    expect(approval).toMatchObject({ status: 'approved', coveredPictureIds: [swapped.first.id], selfiePath: null });
    expect(approval!.hiddenAt).not.toBeNull();
    expect(reReview).toMatchObject({ status: 'pending', followsId: approval!.id, selfiePath: selfieOfSara, sentAt: null, changedPictures: true });
    expect((await verificationOf(server, swapped.token)).body.verification).toMatchObject({ status: 'pending', badgeHidden: { pictures: true, name: false } });
    const { requests } = (await asAdminOf(server, await signedInAdmin(server))<VerificationQueue>('GET', '/api/admin/verification')).body;
    expect(requests.find((r) => r.profileId === swapped.id)!.change).toMatchObject({ previousName: 'Sara', addedPictureIds: [laterRow!.id], selfieKept: true });
  });
});
