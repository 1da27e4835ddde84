import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../../src/platform/db/schema/notifications';
import { verificationRequests } from '../../src/platform/db/schema/safety';
import { eq } from 'drizzle-orm';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { givePicture } from '../support/media';
import { sendMessage, unlockedCouple } from '../support/matches';
import { seenInDeck } from '../support/safety';
import { sessionIdOf } from '../support/push-devices';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set('2026-06-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;

async function download(token: string) {
  const response = await server.fetch('/api/account/export', { headers: { authorization: `Bearer ${token}` } });
  return { response, text: await response.text() };
}

/** A member with something in every category of the export, and the people around her. */
async function memberWithData() {
  const couple = await unlockedCouple(server);
  const { woman, man } = couple;
  await givePicture(server, woman.id);
  await sendMessage(server, woman.token, couple.matchId, 'Assalamu alaikum, Yusuf');
  await sendMessage(server, man.token, couple.matchId, 'Wa alaikum assalam, Maryam');
  const [liked, passed, favorite, blocked, reported] = await Promise.all(
    ['Idris', 'Musa', 'Harun', 'Bilal', 'Khalid'].map((name) => createProfile(db(), { name, sex: 'male' })),
  );
  const as = { token: woman.token };
  // A like needs the profile shown first.
  for (const target of [liked!, blocked!, reported!]) await seenInDeck(db(), woman.id, target.id);
  await call(server, 'POST', '/api/likes', { profileId: liked!.id }, as);
  await call(server, 'POST', '/api/passes', { profileId: passed!.id }, as);
  await call(server, 'POST', '/api/favorites/toggle', { profileId: favorite!.id }, as);
  // Block and report need a relationship: she was shown them first.
  for (const target of [blocked!, reported!]) await call(server, 'POST', '/api/likes', { profileId: target.id }, as);
  expect((await call(server, 'POST', '/api/blocks', { profileId: blocked!.id }, as)).status).toBe(200);
  expect((await call(server, 'POST', '/api/reports', { profileId: reported!.id, reason: 'Asked me for money twice' }, as)).status).toBe(200);
  // Her Liked lists show whom she liked: they enter her deck history (profiles shown).
  await call(server, 'GET', '/api/likes', undefined, as);
  await db().insert(notifications).values({ userId: woman.id, type: 'test', content: 'A test notification' });
  // A like from a member the retention job has since anonymised: its key, no name left.
  await db().insert(notifications).values({ userId: woman.id, type: 'like', messageKey: 'discover.likedYou', messageParams: {} });
  await db().insert(verificationRequests).values({
    profileId: woman.id, pose: 'thumbsUpRight', status: 'rejected', note: 'Your face is not visible', reviewedAt: server.clock.now(),
  });
  const invited = await call(server, 'POST', '/api/guardians', { name: 'Abdullah', relation: 'father', email: 'abdullah@example.com' }, as);
  expect(invited.status).toBeLessThan(300);
  await db().insert(pushSubscriptions).values({ userId: woman.id, sessionId: sessionIdOf(woman.token), kind: 'fcm', token: `tok-${woman.id}`, platform: 'android', deviceInfo: { model: 'Pixel 8' } });
  return { ...couple, liked: liked!, passed: passed!, favorite: favorite!, blocked: blocked!, reported: reported! };
}

describe('data export', () => {
  it('holds every category, both sides of her chats, and nothing of the others beyond a name', async () => {
    const s = await memberWithData();
    const { response, text } = await download(s.woman.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mithaq-data-2026-06-01.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Streamed: written as read, so no length is known up front.
    expect(response.headers.get('content-length')).toBeNull();
    const data = JSON.parse(text);

    expect(data.account.email).toBe(s.woman.email);
    expect(data.account.language).toBe('en');
    expect(data.account.reminderEmails).toBe(true);
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.account.sessions[0]).toHaveProperty('lastUsedAt');
    expect(data.profile).toMatchObject({ id: s.woman.id, name: 'Maryam', birthday: expect.any(String) });
    expect(data.pictures).toHaveLength(1);
    expect(data.pictures[0].url).toMatch(/^http.*\/media\/pictures\/.+\.webp\?exp=\d+&sig=/);
    expect(data.likesAndPassesGiven).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ profileId: s.man.id, action: 'like' }),
        expect.objectContaining({ profileId: s.liked.id, name: 'Idris', action: 'like' }),
        expect.objectContaining({ profileId: s.passed.id, name: 'Musa', action: 'pass' }),
      ]),
    );
    expect(data.favorites).toEqual([expect.objectContaining({ profileId: s.favorite.id, name: 'Harun' })]);
    // A report blocks too (spec): both are listed.
    expect(data.blocks).toEqual(expect.arrayContaining([expect.objectContaining({ profileId: s.blocked.id, name: 'Bilal' })]));
    expect(data.reportsMade).toEqual([expect.objectContaining({ profileId: s.reported.id, reason: 'Asked me for money twice', handled: false })]);
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0].match).toMatchObject({ id: s.matchId, otherName: 'Yusuf', iPaid: true, chatUnlocked: true, endedBy: null });
    expect(data.chats[0].messages.map((m: { from: string; content: string }) => [m.from, m.content])).toEqual([
      ['me', 'Assalamu alaikum, Yusuf'],
      ['them', 'Wa alaikum assalam, Maryam'],
    ]);
    expect(data.tokens.balance).toBe(data.tokens.ledger.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0));
    expect(data.tokens.ledger.map((row: { type: string }) => row.type)).toEqual(expect.arrayContaining(['grant', 'express_payment']));
    // Each entry as stored (key and params) and as the wallet says it in her language.
    expect(data.tokens.ledger).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'express_payment', key: 'ledger.express', params: { name: 'Yusuf' }, description: null, text: 'Express unlock with Yusuf' }),
      ]),
    );
    // Each notification as stored (key and values, or older words) and as the app says it in her language.
    expect(data.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'test', key: null, content: 'A test notification', text: 'A test notification' }),
        expect.objectContaining({ type: 'like', key: 'discover.likedYou', params: {}, content: null, text: 'Former member liked your profile' }),
        expect.objectContaining({ type: 'message', key: 'chat.newMessage', params: { name: 'Yusuf' }, text: 'New message from Yusuf' }),
      ]),
    );
    expect(data.push.devices).toEqual([expect.objectContaining({ platform: 'android', device: { model: 'Pixel 8' } })]);
    expect(data.push.preferences).toMatchObject({ messages: true });
    expect(data.verification.state).toMatchObject({ status: 'rejected', reason: 'Your face is not visible' });
    expect(data.verification.requests).toEqual([expect.objectContaining({ pose: 'thumbsUpRight', status: 'rejected', reason: 'Your face is not visible' })]);
    expect(data.guardians).toEqual([expect.objectContaining({ name: 'Abdullah', relation: 'father', email: 'abdullah@example.com', status: 'invited', transcriptsSent: [] })]);
    expect(data.profilesShown.map((row: { profileId: string }) => row.profileId)).toEqual(expect.arrayContaining([s.liked.id]));

    // Of the other members: nothing but ids and names.
    expect(text).not.toContain(s.man.email);
    expect(text).not.toContain(`tok-${s.woman.id}`);
    for (const other of [s.liked, s.passed, s.favorite]) expect(text).not.toContain(other.email);
  });

  it("tells a blocked member nothing of who blocked them: neither id nor the blocker's current name, in any section", async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await sendMessage(server, woman.token, matchId, 'Assalamu alaikum');
    await sendMessage(server, man.token, matchId, 'Wa alaikum assalam');
    const as = { token: man.token };
    await call(server, 'POST', '/api/favorites/toggle', { profileId: woman.id }, as);
    await call(server, 'GET', '/api/matches', undefined, as); // she enters his deck history
    // Hafsa he blocked, and she blocked him back; Sumayya he blocked, and that is all.
    const [hafsa, sumayya] = await Promise.all(['Hafsa', 'Sumayya'].map((name) => createProfile(db(), { name, sex: 'female' })));
    for (const other of [hafsa!, sumayya!]) {
      await seenInDeck(db(), man.id, other.id); // a like needs the profile to have been shown
      await call(server, 'POST', '/api/likes', { profileId: other.id }, as);
      expect((await call(server, 'POST', '/api/blocks', { profileId: other.id }, as)).status).toBe(200);
    }
    const hafsaSession = await signIn(server, hafsa!.email, hafsa!.password);
    expect((await call(server, 'POST', '/api/blocks', { profileId: man.id }, { token: hafsaSession.token })).status).toBe(200);
    // Maryam blocks him and, later, takes a new name.
    expect((await call(server, 'POST', '/api/blocks', { profileId: man.id }, { token: woman.token })).status).toBe(200);
    await db().update(profiles).set({ name: 'Layla' }).where(eq(profiles.id, woman.id));
    await db().update(profiles).set({ name: 'Ruqayya' }).where(eq(profiles.id, hafsa!.id));

    const { text } = await download(man.token);
    for (const blocker of [woman, hafsa!]) expect(text).not.toContain(blocker.id);
    for (const currentName of ['Layla', 'Ruqayya']) expect(text).not.toContain(currentName);
    const data = JSON.parse(text);
    const anonymous = { profileId: null, name: null };
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0].match).toMatchObject({ id: matchId, otherId: null, otherName: null });
    expect(data.chats[0].messages.map((m: { content: string }) => m.content)).toEqual(['Assalamu alaikum', 'Wa alaikum assalam']);
    expect(data.likesAndPassesGiven).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...anonymous, action: 'like' }),
        expect.objectContaining({ profileId: sumayya!.id, name: 'Sumayya', action: 'like' }),
      ]),
    );
    expect(data.likesAndPassesGiven.filter((row: { profileId: string | null }) => row.profileId === null)).toHaveLength(2);
    expect(data.favorites).toEqual([expect.objectContaining(anonymous)]);
    expect(data.blocks).toHaveLength(2);
    expect(data.blocks).toEqual(expect.arrayContaining([expect.objectContaining(anonymous), expect.objectContaining({ profileId: sumayya!.id, name: 'Sumayya' })]));
    expect(data.profilesShown).toEqual(expect.arrayContaining([expect.objectContaining({ profileId: null, firstShownAt: expect.any(String) })]));
    expect(data.profilesShown[0]).not.toHaveProperty('position');
  });

  it('pages through a long chat in order', async () => {
    const s = await unlockedCouple(server);
    for (let i = 0; i < 12; i++) {
      const from = i % 2 === 0 ? s.woman.token : s.man.token;
      expect((await sendMessage(server, from, s.matchId, `message ${i}`)).status).toBe(200);
    }
    const { text } = await download(s.man.token);
    const messages = JSON.parse(text).chats[0].messages as { from: string; content: string }[];
    expect(messages.map((m) => m.content)).toEqual(Array.from({ length: 12 }, (_, i) => `message ${i}`));
    expect(messages[0]!.from).toBe('them');
  });

  it('a member without a profile yet still gets her account', async () => {
    const bare = await createProfile(db());
    const { text } = await download((await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email: bare.email, password: bare.password })).body.accessToken);
    expect(JSON.parse(text).account.email).toBe(bare.email);
  });

  it('is limited to 3 an hour per member, with a clear message', async () => {
    const member = await createProfile(db());
    const signedIn = await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email: member.email, password: member.password });
    for (let i = 0; i < 3; i++) expect((await download(signedIn.body.accessToken)).response.status).toBe(200);
    const refused = await download(signedIn.body.accessToken);
    expect(refused.response.status).toBe(429);
    expect(JSON.parse(refused.text).error.message).toBe('You can download your data 3 times an hour. Please try again later.');
    server.clock.advance(60 * 60 * 1000 + 1);
    const later = await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email: member.email, password: member.password });
    expect((await download(later.body.accessToken)).response.status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await server.fetch('/api/account/export')).status).toBe(401);
  });
});
