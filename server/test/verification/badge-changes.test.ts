import type { MatchState } from '@mithaq/contract/matches';
import type { NotificationItem } from '@mithaq/contract/push';
import { verificationMessages, type VerificationQueue, type VerificationQueueItem } from '@mithaq/contract/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/events';
import { asAdminOf, signedInAdmin, type SignedInAdmin } from '../admin/support';
import { call } from '../support/client';
import { pictures } from '../support/images';
import { matchedCouple } from '../support/matches';
import { fetchMedia, viewerCookie } from '../support/media';
import { upload, wizardInput } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { approveFromQueue, requestVerification, requestsOf, verificationOf } from '../support/verification';
import { englishOf } from '../support/notifications';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** One moderator for the file, signed in when first needed (the clock never moves here, so the session holds). */
let moderator: Promise<SignedInAdmin> | undefined;
const admin = () => (moderator ??= signedInAdmin(server));
const asAdmin = async () => asAdminOf(server, await admin());
const get = <T>(token: string, path: string) => call<T>(server, 'GET', path, undefined, { token });

/** The badge as the other member of the match sees it: the match list and the chat header. */
async function badgeSeenBy(token: string, matchId: string) {
  const list = (await get<{ matches: MatchState[] }>(token, '/api/matches')).body.matches.find((m) => m.id === matchId)!;
  const header = (await get<{ match: MatchState }>(token, `/api/matches/${matchId}`)).body.match;
  return { list: list.other.verified, header: header.other.verified };
}

async function queueItemOf(profileId: string): Promise<VerificationQueueItem | undefined> {
  const { requests } = (await (await asAdmin())<VerificationQueue>('GET', '/api/admin/verification')).body;
  return requests.find((r) => r.profileId === profileId);
}

/** The member's bell: the texts of her verification notifications. */
async function verificationNotesOf(token: string) {
  const { notifications } = (await get<{ notifications: NotificationItem[] }>(token, '/api/notifications')).body;
  return notifications.filter((n) => n.type === 'verification').map(englishOf);
}

const addPicture = async (token: string) => {
  const uploaded = await upload(server, token, await pictures.jpeg(600, 800), 'image/jpeg');
  expect(uploaded.status).toBe(200);
  return uploaded.body.pictures!.at(-1)!;
};

/** Maryam, matched with Yusuf, verified with one picture through the real flow. */
async function verifiedCouple() {
  const { matchId, woman, man } = await matchedCouple(server);
  const first = await addPicture(woman.token);
  await requestVerification(server, woman.token);
  expect((await approveFromQueue(await asAdmin(), woman.id)).status).toBe(200);
  expect(await badgeSeenBy(man.token, matchId)).toEqual({ list: true, header: true });
  return { matchId, woman, man, first };
}

/** Edit Profile's save with everything as the wizard left it but the name. */
function rename(token: string, name: string) {
  const { birthday: _birthday, ...editable } = wizardInput({ name });
  return call(server, 'PUT', '/api/profiles/me', editable, { token });
}

/** Bus events published while `work` runs (what the realtime gateway hears). */
async function eventsDuring(work: () => Promise<unknown>) {
  const seen: DomainEvent[] = [];
  const stop = server.platform.bus.subscribe((event) => {
    seen.push(event);
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

describe('a verified badge never survives a face swap', () => {
  it('a new picture hides the badge at once, tells the member why and sends the profile back to the queue with its selfie', async () => {
    const { matchId, woman, man, first } = await verifiedCouple();
    const triesBefore = (await verificationOf(server, woman.token)).body.verification.triesLeft;

    let added!: Awaited<ReturnType<typeof addPicture>>;
    const events = await eventsDuring(async () => {
      added = await addPicture(woman.token);
    });

    expect(await badgeSeenBy(man.token, matchId)).toEqual({ list: false, header: false });
    expect((await get<{ profile: { verified: boolean } }>(woman.token, '/api/profiles/me')).body.profile.verified).toBe(false);
    // The partner's screens are told to refetch the match (and with it her card).
    expect(events).toContainEqual({ type: 'match.changed', matchId, profileIds: expect.arrayContaining([woman.id, man.id]) });

    // The member reads why, and that a moderator checks: the re-review is not one of her tries.
    expect((await verificationOf(server, woman.token)).body.verification).toMatchObject({
      status: 'pending',
      badgeHidden: { pictures: true, name: false },
      triesLeft: triesBefore,
      verifiedAt: null,
    });
    expect(await verificationNotesOf(woman.token)).toEqual([verificationMessages.badgeHiddenPictures]);

    // The moderator: a re-review with the selfie kept from the approval and the new picture marked.
    const item = (await queueItemOf(woman.id))!;
    expect(item.selfieUrl).not.toBeNull();
    expect(item.change).toMatchObject({ previousName: 'Maryam', addedPictureIds: [added.id], removed: [], selfieKept: true });
    expect(item.pictures.map((p) => p.id)).toEqual([first.id, added.id]);
  });

  it('deleting the verified picture lists it, with its thumbnail kept for moderators only; approval brings the badge back and covers the new pictures', async () => {
    const { matchId, woman, man, first } = await verifiedCouple();
    const added = await addPicture(woman.token);
    expect((await call(server, 'DELETE', `/api/profiles/me/pictures/${first.id}`, undefined, { token: woman.token })).status).toBe(200);

    const item = (await queueItemOf(woman.id))!;
    expect(item.change).toMatchObject({ addedPictureIds: [added.id], removed: [{ id: first.id }] });
    const kept = item.change!.removed[0]!.thumbUrl!;
    expect((await fetchMedia(server, kept, (await admin()).media)).status).toBe(200);
    // The same admin's cookie without the session that went through the code step sees as a member.
    expect((await fetchMedia(server, kept, viewerCookie(server, (await admin()).id))).status).toBe(404);
    // The member herself, even with a URL signed for her, gets the 404 of a file that does not exist.
    const key = new URL(kept, server.baseUrl).pathname.replace(/^\/media\//, '');
    expect((await fetchMedia(server, server.platform.mediaUrls.sign(key, woman.id), viewerCookie(server, woman.id))).status).toBe(404);

    expect((await approveFromQueue(await asAdmin(), woman.id)).status).toBe(200);
    expect(await badgeSeenBy(man.token, matchId)).toEqual({ list: true, header: true });
    expect((await verificationOf(server, woman.token)).body.verification).toMatchObject({ status: 'approved', badgeHidden: null });
    const approval = (await requestsOf(server, woman.id)).filter((r) => r.status === 'approved').at(-1)!;
    expect(approval).toMatchObject({ coveredName: 'Maryam', coveredPictureIds: [added.id] });
    expect(await queueItemOf(woman.id)).toBeUndefined();
  });

  it('a name change hides the badge; the moderator sees the old and the new name', async () => {
    const { matchId, woman, man } = await verifiedCouple();
    expect((await rename(woman.token, 'Laila')).status).toBe(200);

    expect(await badgeSeenBy(man.token, matchId)).toEqual({ list: false, header: false });
    expect((await verificationOf(server, woman.token)).body.verification).toMatchObject({ status: 'pending', badgeHidden: { pictures: false, name: true } });
    expect(await verificationNotesOf(woman.token)).toEqual([verificationMessages.badgeHiddenName]);
    const item = (await queueItemOf(woman.id))!;
    expect(item.name).toBe('Laila');
    expect(item.change).toMatchObject({ previousName: 'Maryam', addedPictureIds: [], removed: [] });

    expect((await approveFromQueue(await asAdmin(), woman.id)).status).toBe(200);
    expect(await badgeSeenBy(man.token, matchId)).toEqual({ list: true, header: true });
    expect((await requestsOf(server, woman.id)).filter((r) => r.status === 'approved').at(-1)).toMatchObject({ coveredName: 'Laila' });
  });

  it('reordering the pictures, or saving the profile with the same name, keeps the badge', async () => {
    const { matchId, woman, man } = await verifiedCouple();
    // A second picture, approved again, so there is an order to change.
    await addPicture(woman.token);
    expect((await approveFromQueue(await asAdmin(), woman.id)).status).toBe(200);
    const ids = (await get<{ profile: { pictures: { id: string }[] } }>(woman.token, '/api/profiles/me')).body.profile.pictures.map((p) => p.id);
    const reordered = await call(server, 'PUT', '/api/profiles/me/pictures/order', { ids: [...ids].reverse() }, { token: woman.token });
    expect(reordered.status).toBe(200);
    expect((await rename(woman.token, 'Maryam')).status).toBe(200);
    expect(await badgeSeenBy(man.token, matchId)).toEqual({ list: true, header: true });
    expect(await queueItemOf(woman.id)).toBeUndefined();
  });

  it('approval covers what the moderator was shown: a change made meanwhile is refused with a 409 and nothing is written', async () => {
    const { woman } = await verifiedCouple();
    await addPicture(woman.token);
    const shown = (await queueItemOf(woman.id))!;
    await addPicture(woman.token);
    const refused = await (await asAdmin())<{ error: { message: string } }>('POST', `/api/admin/verification/${shown.id}/approve`, {
      name: shown.name,
      pictureIds: shown.pictures.map((p) => p.id),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(verificationMessages.changedSinceShown);
    expect((await verificationOf(server, woman.token)).body.verification.status).toBe('pending');
    // Shown again, with both new pictures, it goes through.
    expect((await approveFromQueue(await asAdmin(), woman.id)).status).toBe(200);
  });

  it("a moderator's removal of a verified picture keeps the badge: nothing new appears on the profile", async () => {
    const { matchId, woman, man } = await verifiedCouple();
    const second = await addPicture(woman.token);
    expect((await approveFromQueue(await asAdmin(), woman.id)).status).toBe(200);
    const removed = await (await asAdmin())('DELETE', `/api/admin/pictures/${second.id}`);
    expect(removed.status).toBe(200);
    expect(await badgeSeenBy(man.token, matchId)).toEqual({ list: true, header: true });
  });
});
