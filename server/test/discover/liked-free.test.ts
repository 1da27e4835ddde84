import { discoverMessages, type LikedLists, type LikedPage } from '@mithaq/contract/discover';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedProfiles, profileActions } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile, type TestProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

// "Who liked me" is free (spec §1, issue 29): the view quota never hides a liker, and the tab's
// count is what the pages reach. Members here live in Somalia, where no other test puts anyone.
const COUNTRY = 'SO';
const QUOTA = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { QUOTA_PROFILE_VIEWS_PER_DAY: String(QUOTA) } });
  server.clock.set('2026-06-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
let cities = 0;
/** Each test in its own city, so one test's women never reach another's deck. */
function town() {
  const city = `Liked-${cities++}`;
  const member = (sex: 'male' | 'female', name: string) =>
    createProfile(db(), { sex, name, country: COUNTRY, city, lastActiveAt: server.clock.now(), welcomeTokens: 0 });
  return { city, man: () => member('male', 'Yusuf'), women: (n: number) => Promise.all(Array.from({ length: n }, (_, i) => member('female', `W${i}`))) };
}

/** Each like a minute apart (the newest last), as members would. */
async function likeHim(likers: TestProfile[], him: TestProfile) {
  const start = server.clock.now().getTime() - likers.length * 60_000;
  const at = (i: number) => new Date(start + i * 60_000);
  await db()
    .insert(profileActions)
    .values(likers.map((w, i) => ({ fromProfileId: w.id, toProfileId: him.id, action: 'like' as const, createdAt: at(i), updatedAt: at(i) })));
}

const deck = (token: string) => call<{ profiles: { id: string }[] }>(server, 'GET', `/api/discover?limit=10&countries=${COUNTRY}`, undefined, { token });
const lists = (token: string) => call<LikedLists>(server, 'GET', '/api/likes', undefined, { token });
const page = (token: string, list: string, cursor: string) =>
  call<LikedPage>(server, 'GET', `/api/likes/page?list=${list}&cursor=${encodeURIComponent(cursor)}`, undefined, { token });

describe('who liked me is free', () => {
  it('with the day’s view quota spent, Liked Me still shows every liker', async () => {
    const t = town();
    const him = await t.man();
    const { token } = await signIn(server, him.email, him.password);
    await t.women(QUOTA + 2);
    // He spends the quota in Discover: the deck refuses any new profile after it.
    expect((await deck(token)).body.profiles).toHaveLength(QUOTA);
    const likers = await t.women(4);
    await likeHim(likers, him);
    expect((await deck(token)).status).toBe(429);

    const liked = await lists(token);
    expect(liked.status).toBe(200);
    expect(liked.body.likedMe.map((c) => c.profile.id)).toEqual(likers.map((w) => w.id).reverse());
    expect(liked.body.counts.likedMe).toBe(4);
    expect(liked.body.next.likedMe).toBeNull();
    // Shown in Liked Me, he may like one back (a like needs the profile shown).
    expect((await call(server, 'POST', '/api/likes', { profileId: likers[0]!.id }, { token })).status).toBe(200);
  });

  it('seeing who liked him spends none of the quota: Discover still gives its full day afterwards', async () => {
    const t = town();
    const him = await t.man();
    const { token } = await signIn(server, him.email, him.password);
    await t.women(QUOTA + 1);
    const likers = await t.women(QUOTA + 2);
    await likeHim(likers, him);
    expect((await lists(token)).body.likedMe).toHaveLength(QUOTA + 2);
    // The deck starts with the likers (newest, already seen: free) and then QUOTA new women.
    const shown = (await deck(token)).body.profiles.map((p) => p.id);
    const strangers = shown.filter((id) => !likers.some((w) => w.id === id));
    expect(strangers).toHaveLength(QUOTA);
  });

  it('205 likers: the count is 205 and the pages reach all 205; hidden likers are in neither', async () => {
    const t = town();
    const him = await t.man();
    const { token } = await signIn(server, him.email, him.password);
    const likers = await t.women(207);
    await likeHim(likers, him);
    // One blocked him and one he blocked: gone from the cards and the count alike.
    await db().insert(blockedProfiles).values([
      { blockerId: likers[3]!.id, blockedId: him.id },
      { blockerId: him.id, blockedId: likers[100]!.id },
    ]);
    const visible = likers.filter((_, i) => i !== 3 && i !== 100).map((w) => w.id);

    const first = await lists(token);
    expect(first.body.counts.likedMe).toBe(205);
    expect(first.body.likedMe).toHaveLength(200);
    expect(first.body.next.likedMe).not.toBeNull();
    const rest = await page(token, 'likedMe', first.body.next.likedMe!);
    expect(rest.status).toBe(200);
    expect(rest.body.nextCursor).toBeNull();
    const reached = [...first.body.likedMe, ...rest.body.cards].map((c) => c.profile.id);
    expect(reached).toEqual([...visible].reverse());
  });

  it('a cursor of another list or member, or an altered one, is a 400 that reads nothing', async () => {
    const t = town();
    const him = await t.man();
    const other = await t.man();
    await likeHim(await t.women(201), him);
    const { token } = await signIn(server, him.email, him.password);
    const cursor = (await lists(token)).body.next.likedMe!;
    const invalid = { error: { code: 'VALIDATION', message: discoverMessages.invalidCursor, key: 'discover.invalidCursor' } };
    expect((await page(token, 'iLiked', cursor)).body).toEqual(invalid);
    const theirs = await signIn(server, other.email, other.password);
    expect((await page(theirs.token, 'likedMe', cursor)).status).toBe(400);
    expect((await page(token, 'likedMe', `${cursor.slice(0, -2)}xx`)).status).toBe(400);
    expect((await page(token, 'likedMe', cursor)).body.cards).toHaveLength(1);
  });
});
