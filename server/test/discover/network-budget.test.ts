import crypto from 'node:crypto';
import { discoverMessages } from '@mithaq/contract/discover';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileActions } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile, type TestProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

/** New profiles all accounts of one network may be shown per day (the per-account quota is far above it). */
const BUDGET = 5;
let server: TestServer;
beforeAll(async () => {
  // One proxy hop is trusted, so each request names its client address in X-Forwarded-For.
  server = await startTestServer({ env: { TRUST_PROXY: '1', QUOTA_PROFILE_VIEWS_PER_IP_PER_DAY: String(BUDGET), QUOTA_PROFILE_VIEWS_PER_DAY: '100' } });
  server.clock.set('2026-07-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Deck = { profiles: { id: string; name: string }[]; nextCursor: string | null };
type Lists = { likedMe: { profile: { id: string } }[] };

/** Each test in its own country, so no other test's profiles come into its decks. */
function world(country: string) {
  const city = `N-${crypto.randomBytes(2).toString('hex')}`;
  return {
    country,
    woman: (name: string) => createProfile(db(), { sex: 'female', name, country, city }),
    man: (name: string) => createProfile(db(), { sex: 'male', name, country, city }),
  };
}

async function women(w: ReturnType<typeof world>, n: number) {
  const list: TestProfile[] = [];
  for (let i = 0; i < n; i++) list.push(await w.woman(`W${i}`));
  return list;
}

/** A member signed in from `address`: every later call of theirs comes from there too. */
async function from(address: string, member: TestProfile) {
  const headers = { 'x-forwarded-for': address };
  const { token } = await signIn({ fetch: (path, init) => server.fetch(path, { ...init, headers: { ...init?.headers, ...headers } }) }, member.email, member.password);
  return {
    deck: (country: string, limit: number, cursor: string | null = null) =>
      call<Deck>(server, 'GET', `/api/discover?limit=${limit}&countries=${country}${cursor ? `&cursor=${cursor}` : ''}`, undefined, { token, headers }),
    lists: () => call<Lists>(server, 'GET', '/api/likes', undefined, { token, headers }),
  };
}

const names = (deck: { body: Deck }) => deck.body.profiles.map((p) => p.name);
const networkRefusal = { error: { code: 'RATE_LIMITED', message: discoverMessages.networkViewQuotaReached, key: 'discover.networkViewQuotaReached' } };

describe('the daily budget of new profiles per network', () => {
  it('two accounts from one network (an IPv6 /64) together see no more new profiles than the budget; an account elsewhere is unaffected', async () => {
    const w = world('WS');
    await women(w, 8);
    const [a, b, c] = [await w.man('A'), await w.man('B'), await w.man('C')];
    const first = await from('2001:db8:77:1::1', a);
    // Another address of the same /64: the same network.
    const second = await from('2001:db8:77:1::2', b);
    const elsewhere = await from('198.51.100.23', c);

    expect(names(await first.deck(w.country, 3))).toEqual(['W7', 'W6', 'W5']);
    // The second account gets what is left of the network's budget, then the network's 429.
    const page = await second.deck(w.country, 3);
    expect(names(page)).toEqual(['W7', 'W6']);
    expect(page.body.nextCursor).not.toBeNull();
    const refused = await second.deck(w.country, 3, page.body.nextCursor);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(networkRefusal);
    expect((await first.deck(w.country, 3, null)).status).toBe(200);
    const past = await first.deck(w.country, 3, (await first.deck(w.country, 3)).body.nextCursor);
    expect(past.body).toEqual(networkRefusal);

    // People already seen always show.
    expect(names(await first.deck(w.country, 3))).toEqual(['W7', 'W6', 'W5']);
    // Another network has a budget of its own.
    expect(names(await elsewhere.deck(w.country, 3))).toEqual(['W7', 'W6', 'W5']);

    // A new UTC day brings the network's budget back.
    server.clock.set('2026-07-02T00:00:01Z');
    const tomorrow = await from('2001:db8:77:1::3', b);
    expect(names(await tomorrow.deck(w.country, 3, page.body.nextCursor))).toEqual(['W5', 'W4', 'W3']);
    server.clock.set('2026-07-01T12:00:00Z');
  });

  it('the lists leave new profiles out once the network has spent its budget, and keep the ones already seen', async () => {
    const w = world('SB');
    const seen = await women(w, 3);
    const [a, b] = [await w.man('A'), await w.man('B')];
    const first = await from('203.0.113.61', a);
    const second = await from('203.0.113.61', b);
    expect(names(await first.deck(w.country, 3))).toHaveLength(3);
    expect(names(await second.deck(w.country, 2))).toHaveLength(2);

    // One she showed him likes him back; a stranger he was never shown likes him too.
    const known = seen.find((woman) => woman.profile.name === 'W2')!;
    const stranger = await w.woman('Stranger');
    await db().insert(profileActions).values([
      { fromProfileId: known.id, toProfileId: b.id, action: 'like' },
      { fromProfileId: stranger.id, toProfileId: b.id, action: 'like' },
    ]);
    const lists = await second.lists();
    expect(lists.status).toBe(200);
    expect(lists.body.likedMe.map((card) => card.profile.id)).toEqual([known.id]);

    // From another network the stranger shows (her view counts there).
    const away = await from('198.51.100.24', b);
    expect((await away.lists()).body.likedMe.map((card) => card.profile.id).sort()).toEqual([known.id, stranger.id].sort());
  });
});
