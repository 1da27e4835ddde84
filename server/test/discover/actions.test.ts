import { and, eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../src/platform/db/schema/matches';
import { notifications } from '../../src/platform/db/schema/notifications';
import { profiles } from '../../src/platform/db/schema/profiles';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { profileReports } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { seenByEachOther, seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { englishOfRow } from '../support/notifications';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
async function couple() {
  const woman = await createProfile(db(), { name: 'Maryam', sex: 'female' });
  const man = await createProfile(db(), { name: 'Yusuf', sex: 'male' });
  // Each was shown the other (a like needs it; like-rules.test.ts has the rule itself).
  await seenByEachOther(db(), woman.id, man.id);
  const [w, m] = await Promise.all([signIn(server, woman.email, woman.password), signIn(server, man.email, man.password)]);
  return { woman: { ...woman, token: w.token }, man: { ...man, token: m.token } };
}
const activeMatches = (a: string, b: string) =>
  db().select().from(matches).where(and(
    or(and(eq(matches.profile1Id, a), eq(matches.profile2Id, b)), and(eq(matches.profile1Id, b), eq(matches.profile2Id, a))),
    isNull(matches.unmatchedAt),
  ));
type Lists = { likedMe: { profile: { id: string } }[]; iLiked: { profile: { id: string } }[]; favorites: { profile: { id: string } }[] };
const lists = async (token: string) => (await call<Lists>(server, 'GET', '/api/likes', undefined, { token })).body;

describe('like', () => {
  it('a one-sided like notifies and makes no match; the like back makes one match, both told', async () => {
    const { woman, man } = await couple();
    const first = await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
    expect(first.body).toEqual({ matchId: null });
    const back = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token });
    expect(back.body.matchId).toMatch(/^[0-9a-f-]{36}$/);
    const [match] = await activeMatches(woman.id, man.id);
    expect(match?.id).toBe(back.body.matchId);
    expect(match!.paymentExpiresAt!.getTime() - match!.createdAt.getTime()).toBe(72 * 60 * 60 * 1000);
    const told = await db().select().from(notifications).where(eq(notifications.referenceId, match!.id));
    expect(told.map((n) => [n.userId, englishOfRow(n)]).sort()).toEqual(
      [[woman.id, 'You have a new match!'], [man.id, 'You have a new match!']].sort(),
    );
  });

  it('two likes at the same instant make exactly one match', async () => {
    for (let round = 0; round < 5; round++) {
      const { woman, man } = await couple();
      const [a, b] = await Promise.all([
        call<{ matchId: string | null }>(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token }),
        call<{ matchId: string | null }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.matchId, b.body.matchId].filter(Boolean)).toHaveLength(1);
      expect(await activeMatches(woman.id, man.id)).toHaveLength(1);
    }
  });

  it('says Already Liked on a repeat, and a pass after a like is harmless either way', async () => {
    const { woman, man } = await couple();
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
    const again = await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'CONFLICT', message: "You've already liked Yusuf's profile.", key: 'discover.alreadyLiked', params: { name: 'Yusuf' } } });
    expect((await call(server, 'POST', '/api/passes', { profileId: man.id }, { token: woman.token })).status).toBe(200);
    expect((await call(server, 'POST', '/api/passes', { profileId: man.id }, { token: woman.token })).status).toBe(200);
  });

  it('a pass never takes back a like: after an unmatch, pass then like does not make a free new match', async () => {
    const { woman, man } = await couple();
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token });
    expect((await call(server, 'POST', `/api/matches/${liked.body.matchId}/unmatch`, undefined, { token: man.token })).status).toBe(200);
    // She was unmatched by him: only a rematch by him could bring them back.
    expect((await call(server, 'POST', '/api/passes', { profileId: man.id }, { token: woman.token })).status).toBe(200);
    const again = await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
    expect(again.status).toBe(409);
    expect(await activeMatches(woman.id, man.id)).toHaveLength(0);
    expect((await lists(woman.token)).iLiked.map((c) => c.profile.id)).toContain(man.id);
  });

  it('cannot target oneself, the same sex, an unknown or a blocked profile (404)', async () => {
    const { woman, man } = await couple();
    const other = await createProfile(db(), { name: 'Zara', sex: 'female' });
    await seenInDeck(db(), woman.id, man.id);
    expect((await call(server, 'POST', '/api/blocks', { profileId: man.id }, { token: woman.token })).status).toBe(200);
    for (const profileId of [woman.id, other.id, crypto.randomUUID(), man.id]) {
      const result = await call(server, 'POST', '/api/likes', { profileId }, { token: woman.token });
      expect(result.status).toBe(404);
    }
    expect((await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token })).status).toBe(404);
  });
});

describe('block and report', () => {
  it('block ends the active match and hides both from each other\'s lists', async () => {
    const { woman, man } = await couple();
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
    await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token });
    expect((await lists(woman.token)).likedMe.map((c) => c.profile.id)).toContain(man.id);
    expect((await call(server, 'POST', '/api/blocks', { profileId: man.id }, { token: woman.token })).status).toBe(200);
    expect(await activeMatches(woman.id, man.id)).toHaveLength(0);
    const [ended] = await db().select().from(matches).where(or(eq(matches.profile1Id, woman.id), eq(matches.profile2Id, woman.id)));
    expect(ended?.unmatchInitiatorId).toBe(woman.id);
    for (const [viewer, other] of [[woman, man], [man, woman]] as const) {
      const l = await lists(viewer.token);
      expect([...l.likedMe, ...l.iLiked, ...l.favorites].map((c) => c.profile.id)).not.toContain(other.id);
    }
  });

  it('a block before the chat was unlocked gives back what either paid towards it; nobody is charged', async () => {
    const { woman, man } = await couple();
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token });
    const paid = await call(server, 'POST', `/api/matches/${liked.body.matchId}/pay`, { express: false }, { token: man.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(paid.status).toBe(200);
    await call(server, 'POST', '/api/blocks', { profileId: man.id }, { token: woman.token });
    const balance = async (id: string) => (await db().select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, id)))[0]!.b;
    expect([await balance(woman.id), await balance(man.id)]).toEqual([10, 10]);
    const [refund] = await db().select().from(tokenTransactions).where(and(eq(tokenTransactions.userId, man.id), eq(tokenTransactions.type, 'refund')));
    expect(refund).toMatchObject({ amount: 3, descriptionKey: 'ledger.refund', descriptionParams: { name: 'Maryam' }, description: null, referenceId: liked.body.matchId });
  });

  it('a blocked pair\'s ended match cannot be rematched, paid or hidden by either (404)', async () => {
    const { woman, man } = await couple();
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token });
    await call(server, 'POST', '/api/blocks', { profileId: man.id }, { token: woman.token });
    const headers = () => ({ 'idempotency-key': crypto.randomUUID() });
    for (const token of [woman.token, man.token]) {
      const rematch = await call(server, 'POST', `/api/matches/${liked.body.matchId}/rematch`, undefined, { token, headers: headers() });
      expect(rematch.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Match not found', key: 'matches.notFound' } });
      expect((await call(server, 'POST', `/api/matches/${liked.body.matchId}/pay`, { express: true }, { token, headers: headers() })).status).toBe(404);
      expect((await call(server, 'POST', `/api/matches/${liked.body.matchId}/remove-forever`, undefined, { token })).status).toBe(404);
    }
    expect(await activeMatches(woman.id, man.id)).toHaveLength(0);
    const [her] = await db().select({ balance: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, woman.id));
    expect(her?.balance).toBe(10);
  });

  it('report needs 10 to 50 characters, records the reason and blocks', async () => {
    const { woman, man } = await couple();
    await seenInDeck(db(), woman.id, man.id); // she was shown him: she may report him
    const short = await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'rude' }, { token: woman.token });
    expect(short.body).toEqual({ error: { code: 'VALIDATION', message: 'Reason must be at least 10 characters long', key: 'discover.reasonTooShort' } });
    const long = await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'x'.repeat(51) }, { token: woman.token });
    expect(long.body).toEqual({ error: { code: 'VALIDATION', message: 'Reason must be no more than 50 characters long', key: 'discover.reasonTooLong' } });
    expect(await db().select().from(profileReports).where(eq(profileReports.reportedId, man.id))).toHaveLength(0);
    const ok = await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'Asked for money twice' }, { token: woman.token });
    expect(ok.status).toBe(200);
    expect((await db().select().from(profileReports).where(eq(profileReports.reportedId, man.id)))[0]?.reason).toBe('Asked for money twice');
    expect((await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: woman.token })).status).toBe(404);
  });
});

describe('the Liked page lists', () => {
  it('hold who liked me, whom I liked and my favorites, newest first, with my standing on each', async () => {
    const me = await createProfile(db(), { name: 'Me', sex: 'female' });
    const { token } = await signIn(server, me.email, me.password);
    const a = await createProfile(db(), { name: 'A', sex: 'male' });
    const b = await createProfile(db(), { name: 'B', sex: 'male' });
    const aToken = (await signIn(server, a.email, a.password)).token;
    const bToken = (await signIn(server, b.email, b.password)).token;
    await seenByEachOther(db(), me.id, a.id);
    await seenByEachOther(db(), me.id, b.id);
    await call(server, 'POST', '/api/likes', { profileId: me.id }, { token: aToken });
    server.clock.advance(1000);
    await call(server, 'POST', '/api/likes', { profileId: me.id }, { token: bToken });
    await call(server, 'POST', '/api/likes', { profileId: b.id }, { token });
    expect((await call(server, 'POST', '/api/favorites/toggle', { profileId: a.id }, { token })).body).toEqual({ favorited: true });
    server.clock.advance(1000);
    await call(server, 'POST', '/api/favorites/toggle', { profileId: b.id }, { token });
    const l = await call<{
      likedMe: { profile: { id: string }; myAction: string | null; favorited: boolean }[];
      iLiked: { profile: { id: string } }[];
      favorites: { profile: { id: string } }[];
      counts: Record<string, number>;
    }>(server, 'GET', '/api/likes', undefined, { token });
    expect(l.body.counts).toEqual({ likedMe: 2, iLiked: 1, favorites: 2 });
    expect(l.body.likedMe.map((c) => c.profile.id)).toEqual([b.id, a.id]);
    expect(l.body.likedMe.map((c) => [c.myAction, c.favorited])).toEqual([['like', true], [null, true]]);
    expect(l.body.iLiked.map((c) => c.profile.id)).toEqual([b.id]);
    expect(l.body.favorites.map((c) => c.profile.id)).toEqual([b.id, a.id]);
    expect((await call(server, 'POST', '/api/favorites/toggle', { profileId: a.id }, { token })).body).toEqual({ favorited: false });
    expect(JSON.stringify(l.body)).not.toMatch(/tokenBalance|email|birthday/);
  });
});
