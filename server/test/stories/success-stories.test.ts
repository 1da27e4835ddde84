import { marriageMessages } from '@mithaq/contract/marriage';
import { LANDING_STORIES, storyMessages, type AdminStories, type PublicStories, type StoryResponse } from '@mithaq/contract/stories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../src/platform/db/schema/matches';
import { notifications } from '../../src/platform/db/schema/notifications';
import { profiles } from '../../src/platform/db/schema/profiles';
import { successStories } from '../../src/platform/db/schema/stories';
import { auditOf } from '../admin/support';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { unlockedCouple } from '../support/matches';
import { adminSession } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { englishOfRow } from '../support/notifications';
import { textWith } from '@mithaq/contract/messages';

let server: TestServer;
let admin: { token: string };
beforeAll(async () => {
  // Its own database: the landing page lists every approved story, so no other file's may show.
  server = await startTestServer({ isolatedDatabase: true });
  server.clock.set('2026-07-01T09:00:00Z');
  admin = await adminSession(server);
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const PLACE = { country: 'TL' };
type Member = { id: string; token: string };
type Answer = { error?: { message: string } };

const story = (matchId: string, member: Member) => call<StoryResponse & Answer>(server, 'GET', `/api/matches/${matchId}/story`, undefined, { token: member.token });
const write = (matchId: string, member: Member, body: unknown) =>
  call<StoryResponse & Answer>(server, 'PUT', `/api/matches/${matchId}/story`, body, { token: member.token });
const agree = (matchId: string, member: Member) => call<StoryResponse & Answer>(server, 'POST', `/api/matches/${matchId}/story/agree`, undefined, { token: member.token });
const withdraw = (matchId: string, member: Member) => call<StoryResponse & Answer>(server, 'DELETE', `/api/matches/${matchId}/story`, undefined, { token: member.token });
const landing = async () => (await call<PublicStories>(server, 'GET', '/api/stories')).body.stories;
const queue = async () => (await call<AdminStories>(server, 'GET', '/api/admin/stories', undefined, { token: admin.token })).body.stories;
const review = (matchId: string, decision: 'approve' | 'reject', body?: unknown, token = admin.token) =>
  call<Answer>(server, 'POST', `/api/admin/stories/${matchId}/${decision}`, body, { token });
const storyRow = async (matchId: string) => (await db().select().from(successStories).where(eq(successStories.matchId, matchId)))[0];

/** Maryam and Yusuf, married on Mithaq (she said it, he confirmed). */
async function marriedCouple() {
  const couple = await unlockedCouple(server, PLACE);
  expect((await call(server, 'POST', `/api/matches/${couple.matchId}/marriage`, undefined, { token: couple.woman.token })).status).toBe(200);
  expect((await call(server, 'POST', `/api/matches/${couple.matchId}/marriage/confirm`, undefined, { token: couple.man.token })).status).toBe(200);
  return couple;
}

/** A couple's story both agreed to (she wrote it, he agreed): in the moderators' queue. */
async function agreedStory(body: string) {
  const couple = await marriedCouple();
  expect((await write(couple.matchId, couple.woman, { body })).status).toBe(200);
  expect((await agree(couple.matchId, couple.man)).body.story!.status).toBe('pending');
  return couple;
}

describe('who may write a story', () => {
  it('only the two members of a confirmed marriage; anyone else gets 404 and bad input 400, writing nothing', async () => {
    const couple = await unlockedCouple(server, PLACE);
    const { matchId, woman, man } = couple;
    const stranger = await createProfile(db(), { name: 'Huda', sex: 'female', ...PLACE });
    const outsider = { id: stranger.id, token: (await signIn(server, stranger.email, stranger.password)).token };

    // Before the marriage is confirmed: nothing to write yet.
    expect((await story(matchId, woman)).body).toMatchObject({ story: null, mayWrite: false });
    const early = await write(matchId, woman, { body: 'We met here.' });
    expect(early.status).toBe(409);
    expect(early.body.error!.message).toBe(marriageMessages.notMarried);

    expect((await call(server, 'POST', `/api/matches/${matchId}/marriage`, undefined, { token: woman.token })).status).toBe(200);
    expect((await call(server, 'POST', `/api/matches/${matchId}/marriage/confirm`, undefined, { token: man.token })).status).toBe(200);
    expect((await story(matchId, woman)).body).toEqual({ story: null, mayWrite: true, defaultSignature: 'M. & Y.' });
    expect((await story(matchId, man)).body.defaultSignature).toBe('Y. & M.');

    for (const answer of [
      await story(matchId, outsider),
      await write(matchId, outsider, { body: 'Not mine to tell.' }),
      await agree(matchId, outsider),
      await withdraw(matchId, outsider),
    ]) expect(answer.status).toBe(404);

    for (const [body, message] of [
      [{ body: '   ' }, storyMessages.bodyRequired],
      [{}, storyMessages.bodyRequired],
      [{ body: 'x'.repeat(601) }, storyMessages.bodyTooLong],
      [{ body: 'We met here.', signature: 's'.repeat(61) }, storyMessages.signatureTooLong],
    ] as const) {
      const refused = await write(matchId, woman, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error!.message).toBe(message);
    }
    expect((await agree(matchId, man)).body.error!.message).toBe(storyMessages.nothingToConsent);
    expect(await storyRow(matchId)).toBeUndefined();

    // Trimmed; exactly 600 characters is allowed; a typed signature is kept as typed.
    const written = await write(matchId, woman, { body: `  ${'a'.repeat(600)}  `, signature: ' Maryam & Yusuf, Dili ' });
    expect(written.status).toBe(200);
    expect(written.body.story).toMatchObject({ body: 'a'.repeat(600), signature: 'Maryam & Yusuf, Dili', writtenByMe: true, agreedMine: true, agreedTheirs: false, status: 'draft' });
  });
});

describe('both agreements, edits and withdrawal', () => {
  it('goes to review only once both agreed; an edit asks the other again; withdrawing removes it at once', async () => {
    const { matchId, woman, man } = await marriedCouple();
    const first = await write(matchId, woman, { body: 'We met on Mithaq and married in spring.' });
    expect(first.body.story).toMatchObject({ signature: 'M. & Y.', status: 'draft', agreedMine: true, agreedTheirs: false });
    const notes = await db().select().from(notifications).where(and(eq(notifications.userId, man.id), eq(notifications.type, 'match')));
    expect(notes.map(englishOfRow)).toContain(textWith('stories.wroteStory', { name: 'Maryam' }));

    // His view: her words, waiting for his agreement. One agreement is not enough for the queue.
    expect((await story(matchId, man)).body.story).toMatchObject({ body: 'We met on Mithaq and married in spring.', writtenByMe: false, agreedMine: false, agreedTheirs: true });
    expect((await queue()).map((s) => s.matchId)).not.toContain(matchId);

    expect((await agree(matchId, man)).body.story).toMatchObject({ status: 'pending', agreedMine: true, agreedTheirs: true });
    const queued = (await queue()).find((s) => s.matchId === matchId);
    expect(queued).toMatchObject({ body: 'We met on Mithaq and married in spring.', signature: 'M. & Y.' });
    expect(queued!.names.toSorted()).toEqual(['Maryam', 'Yusuf']);

    // Saving the same words changes nothing; an edit takes it out of review until he agrees again.
    expect((await write(matchId, woman, { body: 'We met on Mithaq and married in spring.' })).body.story!.status).toBe('pending');
    const edited = await write(matchId, man, { body: 'We met on Mithaq, and married in the spring.', signature: 'Y. & M., Dili' });
    expect(edited.body.story).toMatchObject({ status: 'draft', writtenByMe: true, agreedMine: true, agreedTheirs: false });
    expect((await story(matchId, woman)).body.story).toMatchObject({ agreedMine: false, agreedTheirs: true, signature: 'Y. & M., Dili' });
    expect((await queue()).map((s) => s.matchId)).not.toContain(matchId);
    expect((await agree(matchId, woman)).body.story!.status).toBe('pending');

    expect((await review(matchId, 'approve')).status).toBe(200);
    expect((await landing()).map((s) => s.body)).toContain('We met on Mithaq, and married in the spring.');
    // An edit of an approved story takes it off the landing page until both agree and it is approved again.
    await write(matchId, woman, { body: 'Married in the spring, thanks to Mithaq.' });
    expect((await landing()).map((s) => s.signature)).not.toContain('Y. & M., Dili');
    await agree(matchId, man);
    expect((await review(matchId, 'approve')).status).toBe(200);
    expect((await landing()).map((s) => s.body)).toContain('Married in the spring, thanks to Mithaq.');

    // Either may withdraw at any time (his "no" is the same): gone for both, from the landing page at once.
    expect((await withdraw(matchId, man)).body).toMatchObject({ story: null, mayWrite: true });
    expect((await landing()).map((s) => s.body)).not.toContain('Married in the spring, thanks to Mithaq.');
    expect((await story(matchId, woman)).body.story).toBeNull();
    expect(await storyRow(matchId)).toBeUndefined();
  });
});

describe('the moderators', () => {
  it('approve or reject a story both agreed to, each decision in the audit log; the couple reads the reason', async () => {
    const approved = await agreedStory('Alhamdulillah, a year married.');
    expect((await review(approved.matchId, 'approve')).status).toBe(200);
    expect(await auditOf(server, approved.matchId, 'story.approved')).toHaveLength(1);
    expect((await story(approved.matchId, approved.man)).body.story!.status).toBe('approved');
    expect((await review(approved.matchId, 'approve')).body.error!.message).toBe(storyMessages.notWaiting);
    // Approved, it is listed below the queue, and may be taken down: off the landing page at once.
    expect((await queue()).find((listed) => listed.matchId === approved.matchId)).toMatchObject({ status: 'approved' });
    expect((await landing()).map((s) => s.body)).toContain('Alhamdulillah, a year married.');
    expect((await review(approved.matchId, 'reject', { reason: 'Names a third person without her consent.' })).status).toBe(200);
    expect((await landing()).map((s) => s.body)).not.toContain('Alhamdulillah, a year married.');
    expect(await auditOf(server, approved.matchId, 'story.taken_down')).toMatchObject([{ details: { reason: 'Names a third person without her consent.' } }]);
    expect((await story(approved.matchId, approved.woman)).body.story).toMatchObject({ status: 'rejected', rejectReason: 'Names a third person without her consent.' });
    expect((await queue()).map((listed) => listed.matchId)).not.toContain(approved.matchId);
    expect((await review(approved.matchId, 'reject')).body.error!.message).toBe(storyMessages.notWaiting);

    const rejected = await agreedStory('Call me on 0123, we sell wedding dresses.');
    const tooLong = await review(rejected.matchId, 'reject', { reason: 'r'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error!.message).toBe(storyMessages.reasonTooLong);
    expect((await storyRow(rejected.matchId))!.status).toBe('pending');
    expect((await review(rejected.matchId, 'reject', { reason: 'Please leave out phone numbers and adverts.' })).status).toBe(200);
    const [entry] = await auditOf(server, rejected.matchId, 'story.rejected');
    expect(entry).toMatchObject({ targetType: 'story', details: { reason: 'Please leave out phone numbers and adverts.' } });
    expect((await story(rejected.matchId, rejected.woman)).body.story).toMatchObject({ status: 'rejected', rejectReason: 'Please leave out phone numbers and adverts.' });
    expect((await landing()).map((s) => s.body)).not.toContain('Call me on 0123, we sell wedding dresses.');

    // A draft is not the moderators' to decide; an unknown story is 404; a member is refused.
    const draft = await marriedCouple();
    await write(draft.matchId, draft.woman, { body: 'Only her words so far.' });
    expect((await review(draft.matchId, 'approve')).status).toBe(409);
    expect((await review(crypto.randomUUID(), 'approve')).status).toBe(404);
    expect((await review(rejected.matchId, 'approve', undefined, rejected.woman.token)).status).toBe(403);
    expect((await call(server, 'GET', '/api/admin/stories', undefined, { token: rejected.woman.token })).status).toBe(403);
    expect((await call(server, 'GET', '/api/admin/stories')).status).toBe(401);
  });
});

describe('the landing page', () => {
  it('lists only approved stories, newest approval first, at most six, with signature and month only, without a session', async () => {
    const bodies: string[] = [];
    for (let i = 0; i < LANDING_STORIES + 1; i += 1) {
      const couple = await agreedStory(`Story number ${i}`);
      server.clock.advance(60_000);
      admin = await adminSession(server);
      expect((await review(couple.matchId, 'approve')).status).toBe(200);
      bodies.push(`Story number ${i}`);
    }
    await agreedStory('Waiting for review');
    const listed = await landing();
    expect(listed.map((s) => s.body)).toEqual(bodies.reverse().slice(0, LANDING_STORIES));
    expect(listed[0]).toEqual({ body: `Story number ${LANDING_STORIES}`, signature: 'M. & Y.', approvedMonth: '2026-07' });
    expect(JSON.stringify(listed)).not.toMatch(/Maryam|Yusuf|matchId|profile/);

    // A couple of whom a moderator suspended one leaves the landing page (their story stays theirs).
    const newest = (await db().select().from(successStories).where(eq(successStories.body, `Story number ${LANDING_STORIES}`)))[0]!;
    const [match] = await db().select().from(matches).where(eq(matches.id, newest.matchId));
    await db().update(profiles).set({ suspendedAt: server.clock.now() }).where(eq(profiles.id, match!.profile1Id));
    expect((await landing()).map((s) => s.body)).toEqual(bodies.slice(1, LANDING_STORIES + 1));
  });
});

describe('the couple\'s data', () => {
  it('is in each member\'s export, and goes with either account', async () => {
    const couple = await agreedStory('Our export story');
    expect((await review(couple.matchId, 'approve')).status).toBe(200);
    const exported = await server.fetch('/api/account/export', { headers: { authorization: `Bearer ${couple.man.token}` } });
    const document = (await exported.json()) as { successStories: { body: string; writtenByMe: boolean; status: string }[] };
    expect(document.successStories).toEqual([expect.objectContaining({ body: 'Our export story', writtenByMe: false, status: 'approved' })]);

    expect((await call(server, 'DELETE', '/api/account', { password: couple.woman.password }, { token: couple.woman.token })).status).toBe(200);
    expect(await storyRow(couple.matchId)).toBeUndefined();
    expect((await landing()).map((s) => s.body)).not.toContain('Our export story');
  });
});
