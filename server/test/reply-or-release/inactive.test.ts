import type { LikedLists } from '@mithaq/contract/discover';
import type { MatchState } from '@mithaq/contract/matches';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call, signIn } from '../support/client';
import { createProfile, type TestProfile } from '../support/factories';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

// Issue 28: a profile with no sign-in for 30 days is hidden from Discover and the Liked lists until
// its owner returns; its matches see "inactive". Every member here lives in CV (no other test's).
const COUNTRY = 'CV';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set('2027-01-04T09:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Member = TestProfile & { token: string; cookie: string };

/**
 * A member of CV who signed in now. Their last activity is the test clock's now (the factory's
 * default is the database's real now, which this file's clock does not follow).
 */
async function member(name: string, sex: 'female' | 'male'): Promise<Member> {
  const profile = await createProfile(db(), { name, sex, country: COUNTRY, city: 'Praia', lastActiveAt: server.clock.now() });
  return { ...profile, ...(await signIn(server, profile.email, profile.password)) };
}

const back = async (m: Member): Promise<Member> => ({ ...m, ...(await signIn(server, m.email, m.password)) });
const lastActive = async (m: Member) => (await db().select({ at: profiles.lastActiveAt }).from(profiles).where(eq(profiles.id, m.id)))[0]!.at;
/** The app's refresh at start: a working session again, with the rotated cookie. */
async function refresh(m: Member): Promise<Member> {
  const refreshed = await call<{ session: { accessToken: string } | null }>(server, 'POST', '/api/auth/refresh', undefined, { cookie: m.cookie });
  expect(refreshed.status).toBe(200);
  expect(refreshed.body.session).not.toBeNull();
  return { ...m, token: refreshed.body.session!.accessToken, cookie: refreshed.setCookie! };
}

/** Which of `among` (this test's members: the earlier tests' share the country) the viewer's deck shows. */
async function deckIds(viewer: Member, among: Member[]) {
  const deck = await call<{ profiles: { id: string }[] }>(server, 'GET', `/api/discover?limit=10&countries=${COUNTRY}`, undefined, { token: viewer.token });
  expect(deck.status).toBe(200);
  const wanted = new Set(among.map((m) => m.id));
  return deck.body.profiles.map((p) => p.id).filter((id) => wanted.has(id)).sort();
}
const listsOf = async (viewer: Member) => (await call<LikedLists>(server, 'GET', '/api/likes', undefined, { token: viewer.token })).body;
const ids = (cards: { profile: { id: string } }[]) => cards.map((card) => card.profile.id).sort();

async function like(from: Member, to: Member) {
  await seenByEachOther(db(), from.id, to.id);
  const liked = await call<{ matchId: string | null }>(server, 'POST', '/api/likes', { profileId: to.id }, { token: from.token });
  expect(liked.status).toBe(200);
  return liked.body.matchId;
}

describe('inactive after 30 days without a sign-in (issue 28)', () => {
  it('leaves a member out of Discover and every Liked list (and their counts) after 31 days, until they sign in again', async () => {
    let man = await member('Idris', 'male');
    let gone = await member('Hafsa', 'female'); // liked him, then stays away
    let liked = await member('Ruqayya', 'female'); // he liked and favorited her; she stays away
    let unseen = await member('Sumayya', 'female'); // nobody acted on her; she stays away
    let stays = await member('Zainab', 'female'); // liked him and keeps signing in
    await like(gone, man);
    await like(stays, man);
    await like(man, liked);
    expect((await call(server, 'POST', '/api/favorites/toggle', { profileId: liked.id }, { token: man.token })).status).toBe(200);
    const women = () => [gone, liked, unseen, stays];
    expect(await deckIds(man, women())).toEqual([gone.id, stays.id, unseen.id].sort());

    server.clock.advance(31 * DAY);
    man = await back(man);
    stays = await back(stays);
    expect(await deckIds(man, women())).toEqual([stays.id]);
    const away = await listsOf(man);
    expect(ids(away.likedMe)).toEqual([stays.id]);
    expect(away.iLiked).toEqual([]);
    expect(away.favorites).toEqual([]);
    expect(away.counts).toEqual({ likedMe: 1, iLiked: 0, favorites: 0 });

    gone = await back(gone);
    liked = await back(liked);
    unseen = await back(unseen);
    expect(await deckIds(man, women())).toEqual([gone.id, stays.id, unseen.id].sort());
    const returned = await listsOf(man);
    expect(ids(returned.likedMe)).toEqual([gone.id, stays.id].sort());
    expect(ids(returned.iLiked)).toEqual([liked.id]);
    expect(ids(returned.favorites)).toEqual([liked.id]);
    expect(returned.counts).toEqual({ likedMe: 2, iLiked: 1, favorites: 1 });
  });

  it('counts exactly 30 days: a member last here 30 days minus a minute ago is still shown, a minute past is not', async () => {
    let man = await member('Bilal', 'male');
    const woman = await member('Safiyya', 'female');
    server.clock.advance(30 * DAY - MINUTE);
    man = await back(man);
    expect(await deckIds(man, [woman])).toEqual([woman.id]);
    server.clock.advance(2 * MINUTE);
    expect(await deckIds(man, [woman])).toEqual([]);
  });

  it('keeps a member who only opens the app (a session refresh) active', async () => {
    let man = await member('Hamza', 'male');
    const woman = await member('Asma', 'female');
    server.clock.advance(20 * DAY);
    await refresh(woman);
    server.clock.advance(11 * DAY);
    man = await back(man);
    expect(await deckIds(man, [woman])).toEqual([woman.id]);
  });

  it('writes the activity at most once an hour per member, on sign-in and refresh alike', async () => {
    let woman = await member('Khadija', 'female');
    const signedInAt = server.clock.now();
    expect(await lastActive(woman)).toEqual(signedInAt);

    server.clock.advance(30 * MINUTE);
    woman = await refresh(woman);
    woman = await back(woman);
    expect(await lastActive(woman)).toEqual(signedInAt);

    server.clock.advance(31 * MINUTE);
    woman = await refresh(woman);
    const refreshedAt = server.clock.now();
    expect(await lastActive(woman)).toEqual(refreshedAt);

    server.clock.advance(59 * MINUTE);
    await back(woman);
    expect(await lastActive(woman)).toEqual(refreshedAt);
    server.clock.advance(2 * MINUTE);
    await back(woman);
    expect(await lastActive(woman)).toEqual(server.clock.now());
  });

  it('keeps the match and tells the other side "inactive" (a yes or no, never a time) until the member returns', async () => {
    const man = await member('Yusuf', 'male');
    let woman = await member('Maryam', 'female');
    await like(woman, man);
    const matchId = await like(man, woman);
    expect(matchId).not.toBeNull();
    const hisMatch = async () => {
      const token = (await back(man)).token;
      const list = (await call<{ matches: MatchState[] }>(server, 'GET', '/api/matches', undefined, { token })).body.matches;
      const one = (await call<{ match: MatchState }>(server, 'GET', `/api/matches/${matchId}`, undefined, { token })).body.match;
      return { listed: list.find((m) => m.id === matchId), one };
    };
    expect((await hisMatch()).one.other.inactive).toBe(false);

    server.clock.advance(31 * DAY);
    const { listed, one } = await hisMatch();
    expect(listed?.other.inactive).toBe(true);
    expect(one.other.inactive).toBe(true);
    expect(JSON.stringify(one)).not.toMatch(/lastActive/i);

    woman = await back(woman);
    expect((await hisMatch()).one.other.inactive).toBe(false);
    // Discover never says it: the field is for matches only.
    expect(JSON.stringify((await call(server, 'GET', `/api/discover?limit=10&countries=${COUNTRY}`, undefined, { token: woman.token })).body)).not.toMatch(
      /inactive|lastActive/i,
    );
  });
});
