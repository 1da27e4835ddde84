import crypto from 'node:crypto';
import { discoverMessages } from '@mithaq/contract/discover';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/platform/db/schema/auth';
import { profileActions, profileViews } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile, DEFAULT_PASSWORD, type TestProfile } from '../support/factories';
import { accessTokenNow, matchedCouple } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

const QUOTA = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { QUOTA_PROFILE_VIEWS_PER_DAY: String(QUOTA) } });
  server.clock.set('2026-06-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Deck = { profiles: { id: string; name: string }[]; nextCursor: string | null };
type Lists = { likedMe: { profile: { id: string } }[]; iLiked: { profile: { id: string } }[]; counts: { likedMe: number } };

/** Each test lives in its own country so other tests' profiles never show up in its deck. */
const countries = ['PW', 'SM', 'LI', 'MC', 'AD', 'VA'];
let nextCountry = 0;
function world() {
  const country = countries[nextCountry++]!;
  const city = `Q-${crypto.randomBytes(2).toString('hex')}`;
  return {
    country,
    woman: (name: string) => createProfile(db(), { sex: 'female', name, country, city }),
    man: (name = 'Yusuf') => createProfile(db(), { sex: 'male', name, country, city }),
  };
}

async function emailOf(id: string) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

async function women(w: ReturnType<typeof world>, n: number) {
  const list: TestProfile[] = [];
  for (let i = 0; i < n; i++) list.push(await w.woman(`W${i}`));
  return list;
}

const deckPage = (token: string, country: string, cursor: string | null) =>
  call<Deck>(server, 'GET', `/api/discover?limit=3&countries=${country}${cursor ? `&cursor=${cursor}` : ''}`, undefined, { token });

describe('the daily view quota', () => {
  it('a scraper walking the deck gets at most the quota of new profiles a day, then a 429 with a clear message', async () => {
    const w = world();
    const viewer = await w.man();
    await women(w, 8);
    const { token } = await signIn(server, viewer.email, viewer.password);

    const first = await deckPage(token, w.country, null);
    expect(first.body.profiles.map((p) => p.name)).toEqual(['W7', 'W6', 'W5']);
    // The second page stops where the quota does, and its cursor resumes there.
    const second = await deckPage(token, w.country, first.body.nextCursor);
    expect(second.body.profiles.map((p) => p.name)).toEqual(['W4', 'W3']);
    expect(second.body.nextCursor).not.toBeNull();
    const third = await deckPage(token, w.country, second.body.nextCursor);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: { code: 'RATE_LIMITED', message: discoverMessages.viewQuotaReached, key: 'discover.viewQuotaReached' } });

    // Profiles already seen still show: the deck from the top holds them all.
    const again = await deckPage(token, w.country, null);
    expect(again.status).toBe(200);
    expect(again.body.profiles.map((p) => p.name)).toEqual(['W7', 'W6', 'W5']);

    // A new UTC day brings new profiles back.
    server.clock.set('2026-06-02T00:00:01Z');
    const fresh = await signIn(server, viewer.email, viewer.password);
    const tomorrow = await deckPage(fresh.token, w.country, second.body.nextCursor);
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body.profiles.map((p) => p.name)).toEqual(['W2', 'W1', 'W0']);
    server.clock.set('2026-06-01T12:00:00Z');
  });

  it('lists keep the profiles already seen, and who liked the member shows past the quota; they are never refused', async () => {
    const w = world();
    const viewer = await w.man();
    const seen = await women(w, QUOTA);
    const { token } = await signIn(server, viewer.email, viewer.password);
    let cursor: string | null = null;
    do {
      const page: { body: Deck } = await deckPage(token, w.country, cursor);
      cursor = page.body.nextCursor;
    } while (cursor);
    // She liked him back after he saw her in the deck; the stranger who liked him is new, and
    // who liked him is free (spec §1): both show though the quota is spent.
    const known = seen[0]!;
    const stranger = await w.woman('Stranger');
    await db().insert(profileActions).values([
      { fromProfileId: known.id, toProfileId: viewer.id, action: 'like' },
      { fromProfileId: stranger.id, toProfileId: viewer.id, action: 'like' },
    ]);
    const lists = await call<Lists>(server, 'GET', '/api/likes', undefined, { token });
    expect(lists.status).toBe(200);
    expect(lists.body.likedMe.map((c) => c.profile.id).sort()).toEqual([known.id, stranger.id].sort());
    expect(lists.body.counts.likedMe).toBe(2);
    // Seen in Liked Me, she is no longer new to him: the deck that starts with her shows.
    expect((await deckPage(token, w.country, null)).status).toBe(200);
  });

  it('matches keep working after the quota is used up', async () => {
    const w = world();
    const viewer = await w.man();
    // One more than the quota: once she likes him, seeing her is free (spec §1) and one more fits.
    await women(w, QUOTA + 1);
    const { token } = await signIn(server, viewer.email, viewer.password);
    const page = await deckPage(token, w.country, null);
    const partner = page.body.profiles[0]!;
    const her = await signIn(server, await emailOf(partner.id), DEFAULT_PASSWORD);
    await call(server, 'POST', '/api/likes', { profileId: partner.id }, { token });
    // Her Liked list shows him (a like needs the profile shown), and she likes him back.
    await call(server, 'GET', '/api/likes', undefined, { token: her.token });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: viewer.id }, { token: her.token });
    let cursor = page.body.nextCursor;
    while (cursor) cursor = (await deckPage(token, w.country, cursor)).body.nextCursor;
    await w.woman('Later');
    expect((await deckPage(token, w.country, null)).status).toBe(429);

    const matches = await call<{ matches: { other: { id: string } }[] }>(server, 'GET', '/api/matches', undefined, { token });
    expect(matches.body.matches.map((m) => m.other.id)).toContain(partner.id);
    const one = await call(server, 'GET', `/api/matches/${liked.body.matchId}`, undefined, { token });
    expect(one.status).toBe(200);
    // She was shown him in her Liked list only: he is her match, she sees him.
    const hers = await call<{ matches: { other: { id: string } }[] }>(server, 'GET', '/api/matches', undefined, { token: her.token });
    expect(hers.body.matches.map((m) => m.other.id)).toEqual([viewer.id]);
  });

  it('a match partner is never cut, even one never shown before and with the quota used up', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    const others = await women(world(), QUOTA);
    await db().insert(profileViews).values(others.map((o) => ({ viewerId: man.id, viewedId: o.id, firstSeenAt: server.clock.now() })));
    const token = await accessTokenNow(server, man);
    const list = await call<{ matches: { other: { id: string } }[] }>(server, 'GET', '/api/matches', undefined, { token });
    expect(list.body.matches.map((m) => m.other.id)).toEqual([woman.id]);
    expect((await call(server, 'GET', `/api/matches/${matchId}`, undefined, { token })).status).toBe(200);
  });

  it('a deck page larger than the screen needs is refused', async () => {
    const w = world();
    const viewer = await w.man();
    const { token } = await signIn(server, viewer.email, viewer.password);
    for (const limit of [11, 50, 200]) {
      const response = await call(server, 'GET', `/api/discover?limit=${limit}`, undefined, { token });
      expect(response.status).toBe(400);
    }
    expect((await call(server, 'GET', '/api/discover?limit=10', undefined, { token })).status).toBe(200);
  });
});
