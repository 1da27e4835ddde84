import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePictures, profiles } from '../../src/platform/db/schema/profiles';
import { blockedProfiles, profileActions } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile, createUser, type TestProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set('2026-06-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Card = { id: string; name: string; age: number; height: number; country: string; pictures: { position: number; url: string; thumbUrl: string }[] };
type Deck = { profiles: Card[]; nextCursor: string | null };

/** Each test lives in its own country so other tests' profiles never show up in its deck. */
const countries = ['IS', 'MV', 'BT', 'LU', 'MT', 'BN', 'FJ', 'NR'];
let nextCountry = 0;
function world() {
  const country = countries[nextCountry++ % countries.length]!;
  const tag = crypto.randomBytes(2).toString('hex');
  return {
    country,
    woman: (o: Parameters<typeof createProfile>[1] = {}) => createProfile(db(), { sex: 'female', country, city: `C-${tag}`, ...o }),
    man: (o: Parameters<typeof createProfile>[1] = {}) => createProfile(db(), { sex: 'male', name: 'Yusuf', country, city: `C-${tag}`, ...o }),
  };
}

async function deckOf(viewer: TestProfile, query: string) {
  const { token } = await signIn(server, viewer.email, viewer.password);
  const pages: Deck['profiles'] = [];
  let cursor: string | null = null;
  do {
    const result: { status: number; body: Deck } = await call<Deck>(server, 'GET', `/api/discover?limit=3&${query}${cursor ? `&cursor=${cursor}` : ''}`, undefined, { token });
    expect(result.status).toBe(200);
    pages.push(...result.body.profiles);
    cursor = result.body.nextCursor;
  } while (cursor);
  return pages;
}

describe('the Discover deck', () => {
  it('shows only active profiles of the other sex, minus own, acted-on and blocked either way', async () => {
    const w = world();
    const viewer = await w.man();
    const shown = await w.woman({ name: 'Shown' });
    const liked = await w.woman({ name: 'Liked' });
    const passed = await w.woman({ name: 'Passed' });
    const blockedByMe = await w.woman({ name: 'BlockedByMe' });
    const blockedMe = await w.woman({ name: 'BlockedMe' });
    const inactive = await w.woman({ name: 'Inactive' });
    await w.man({ name: 'SameSex' });
    await db().insert(profileActions).values([
      { fromProfileId: viewer.id, toProfileId: liked.id, action: 'like' },
      { fromProfileId: viewer.id, toProfileId: passed.id, action: 'pass' },
    ]);
    await db().insert(blockedProfiles).values([
      { blockerId: viewer.id, blockedId: blockedByMe.id },
      { blockerId: blockedMe.id, blockedId: viewer.id },
    ]);
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.id, inactive.id));
    const deck = await deckOf(viewer, `countries=${w.country}`);
    expect(deck.map((p) => p.name)).toEqual(['Shown']);
    expect(deck[0]!.id).toBe(shown.id);
  });

  it('filters by age range, height range and countries, alone and together', async () => {
    const w = world();
    const viewer = await w.woman();
    await w.man({ name: 'Age25-H170', birthday: '2001-01-01', height: 170 });
    await w.man({ name: 'Age40-H185', birthday: '1986-01-01', height: 185 });
    await w.man({ name: 'Age30-H150', birthday: '1996-01-01', height: 150 });
    await w.man({ name: 'Elsewhere', birthday: '1996-01-01', height: 175, country: 'GB', city: 'London' });
    const names = async (query: string) => (await deckOf(viewer, query)).map((p) => p.name).filter((n) => n !== 'Amina').sort();
    expect(await names(`countries=${w.country}`)).toEqual(['Age25-H170', 'Age30-H150', 'Age40-H185']);
    expect(await names(`countries=${w.country}&minAge=26&maxAge=40`)).toEqual(['Age30-H150', 'Age40-H185']);
    expect(await names(`countries=${w.country}&minAge=25&maxAge=25`)).toEqual(['Age25-H170']);
    expect(await names(`countries=${w.country}&minHeight=160&maxHeight=180`)).toEqual(['Age25-H170']);
    expect(await names(`countries=${w.country}&minAge=26&minHeight=160`)).toEqual(['Age40-H185']);
    const both = await names(`countries=${w.country},GB&minAge=29&maxAge=31`);
    expect(both).toEqual(expect.arrayContaining(['Age30-H150', 'Elsewhere']));
    expect(both).not.toContain('Age25-H170');
  });

  it('pages newest first without duplicates or gaps while the viewer acts between pages', async () => {
    const w = world();
    const viewer = await w.man();
    const women: TestProfile[] = [];
    for (let i = 0; i < 8; i++) women.push(await w.woman({ name: `W${i}` }));
    const { token } = await signIn(server, viewer.email, viewer.password);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Deck } = await call<Deck>(server, 'GET', `/api/discover?limit=3&countries=${w.country}${cursor ? `&cursor=${cursor}` : ''}`, undefined, { token });
      seen.push(...page.body.profiles.map((p) => p.name));
      // Acting on the first card of each page must not shift what the next page holds.
      const first = page.body.profiles[0];
      if (first) await call(server, 'POST', '/api/passes', { profileId: first.id }, { token });
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['W7', 'W6', 'W5', 'W4', 'W3', 'W2', 'W1', 'W0']);
  });

  it('applies the same exclusions with no height or country filter, and brings each card its pictures in order', async () => {
    // Nobody else in this suite is 97: the age filter isolates this test without a country filter.
    const w = world();
    const born = '1929-01-01';
    const viewer = await w.man({ birthday: born });
    const shown = await w.woman({ name: 'Shown', birthday: born, country: 'GB', city: 'London' });
    const liked = await w.woman({ name: 'Liked', birthday: born });
    const blockedMe = await w.woman({ name: 'BlockedMe', birthday: born });
    await w.woman({ name: 'Inactive', birthday: born, isActive: false });
    await w.man({ name: 'SameSex', birthday: born });
    await db().insert(profileActions).values({ fromProfileId: viewer.id, toProfileId: liked.id, action: 'like' });
    await db().insert(blockedProfiles).values({ blockerId: blockedMe.id, blockedId: viewer.id });
    await db().insert(profilePictures).values([1, 0].map((position) => ({
      profileId: shown.id, storagePath: `p/${shown.id}/${position}.webp`, thumbPath: `p/${shown.id}/${position}-t.webp`, position, width: 10, height: 10,
    })));
    const deck = await deckOf(viewer, 'minAge=97&maxAge=97');
    expect(deck.map((p) => p.name)).toEqual(['Shown']);
    expect(deck[0]!.pictures.map((p) => p.position)).toEqual([0, 1]);
    expect(deck[0]!.pictures[0]!.url).toMatch(new RegExp(`^/media/p/${shown.id}/0\\.webp\\?exp=\\d+&sig=`));
    expect(deck[0]!.pictures[1]!.thumbUrl).toContain(`p/${shown.id}/1-t.webp`);
  });

  it('pages without gaps through profiles created within the same millisecond', async () => {
    const w = world();
    const viewer = await w.man();
    for (const micro of ['400', '300', '200', '100']) {
      const woman = await w.woman({ name: `M${micro}` });
      // A JS Date holds milliseconds only: the microseconds are set in SQL.
      await db().update(profiles).set({ createdAt: sql`timestamptz '2026-05-01 10:00:00.123${sql.raw(micro)}+00'` })
        .where(eq(profiles.id, woman.id));
    }
    expect((await deckOf(viewer, `countries=${w.country}`)).map((p) => p.name)).toEqual(['M400', 'M300', 'M200', 'M100']);
  });

  it('answers an empty deck with an empty page, and a member without a profile with 404', async () => {
    const w = world();
    const viewer = await w.man();
    const { token } = await signIn(server, viewer.email, viewer.password);
    const empty = await call<Deck>(server, 'GET', `/api/discover?countries=${w.country}&minAge=99&maxAge=99`, undefined, { token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ profiles: [], nextCursor: null });
    const user = await createUser(db());
    const noProfile = await signIn(server, user.email, user.password);
    expect((await call(server, 'GET', '/api/discover', undefined, { token: noProfile.token })).status).toBe(404);
  });

  it('never carries e-mail, balance or exact birthday', async () => {
    const w = world();
    const viewer = await w.man();
    const woman = await w.woman();
    const { token } = await signIn(server, viewer.email, viewer.password);
    const result = await call<Deck>(server, 'GET', `/api/discover?countries=${w.country}`, undefined, { token });
    const text = JSON.stringify(result.body);
    expect(text).toContain(woman.id);
    expect(text).not.toContain(woman.email);
    for (const key of ['tokenBalance', 'birthday', 'email', 'latitude', 'longitude', 'isActive']) expect(text).not.toContain(`"${key}"`);
  });

  it('refuses a bad filter or cursor with 400 and needs a profile', async () => {
    const w = world();
    const viewer = await w.man();
    const { token } = await signIn(server, viewer.email, viewer.password);
    expect((await call(server, 'GET', '/api/discover?minAge=50&maxAge=30', undefined, { token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/discover?countries=XX', undefined, { token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/discover?cursor=nonsense', undefined, { token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/discover')).status).toBe(401);
  });
});
