import crypto from 'node:crypto';
import { discoverMessages } from '@mithaq/contract/discover';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema/auth';
import { profiles } from '../../src/platform/db/schema/profiles';
import { profileActions } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile, type TestProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

/** New profiles all new accounts of one network may be shown per day (the per-account quota is far above it)... */
const BUDGET = 5;
/** ...and those of one IPv6 /48 together, whichever of its /64s they call from. */
const SITE_BUDGET = 8;
/** An account younger than this, and not verified, is new: it spends its network's budget. */
const NEW_FOR_DAYS = 30;
let server: TestServer;
beforeAll(async () => {
  // One proxy hop is trusted, so each request names its client address in X-Forwarded-For.
  server = await startTestServer({
    env: {
      TRUST_PROXY: '1',
      QUOTA_PROFILE_VIEWS_PER_IP_PER_DAY: String(BUDGET),
      QUOTA_PROFILE_VIEWS_PER_IPV6_48_PER_DAY: String(SITE_BUDGET),
      QUOTA_NEW_ACCOUNT_DAYS: String(NEW_FOR_DAYS),
      QUOTA_PROFILE_VIEWS_PER_DAY: '100',
    },
  });
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

const DAY = 24 * 60 * 60 * 1000;

/** The member's account made `days` days before the server's clock (the database dated it by the wall clock). */
async function aged<T extends TestProfile>(member: T, days: number): Promise<T> {
  await db().update(users).set({ createdAt: new Date(server.clock.now().getTime() - days * DAY) }).where(eq(users.id, member.id));
  return member;
}

/** A day-old account with the blue badge. */
async function verified<T extends TestProfile>(member: T): Promise<T> {
  await db().update(profiles).set({ verifiedAt: server.clock.now() }).where(eq(profiles.id, member.id));
  return aged(member, 1);
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

  it('who liked the member shows though the network has spent its budget (who liked me is free), and spends none of it', async () => {
    const w = world('SB');
    const seen = await women(w, 3);
    const [a, b] = [await w.man('A'), await w.man('B')];
    const first = await from('203.0.113.61', a);
    const second = await from('203.0.113.61', b);
    expect(names(await first.deck(w.country, 3))).toHaveLength(3);
    expect(names(await second.deck(w.country, 2))).toHaveLength(2);

    // One she showed him likes him back; a stranger he was never shown likes him too: both show
    // (only members who chose to like him are there: nothing a scraper could collect).
    const known = seen.find((woman) => woman.profile.name === 'W2')!;
    const stranger = await w.woman('Stranger');
    await db().insert(profileActions).values([
      { fromProfileId: known.id, toProfileId: b.id, action: 'like' },
      { fromProfileId: stranger.id, toProfileId: b.id, action: 'like' },
    ]);
    const lists = await second.lists();
    expect(lists.status).toBe(200);
    expect(lists.body.likedMe.map((card) => card.profile.id).sort()).toEqual([known.id, stranger.id].sort());
    // The budget still refuses the deck's next stranger.
    await w.woman('Newer');
    expect((await second.deck(w.country, 1)).body).toEqual(networkRefusal);
  });
});

describe('who spends the network budget: new accounts only', () => {
  it('established members behind one shared address (carrier NAT) are never refused by it and spend none of it; new accounts there still share it', async () => {
    const w = world('KN');
    await women(w, 12);
    const shared = '203.0.113.90';
    // Two accounts older than the new-account period and a day-old verified one: together far past the network's budget.
    const established = [await aged(await w.man('Old1'), NEW_FOR_DAYS + 1), await verified(await w.man('Verified')), await aged(await w.man('Old2'), NEW_FOR_DAYS + 5)];
    for (const member of established) {
      const there = await from(shared, member);
      const page = await there.deck(w.country, 3);
      expect(names(page)).toEqual(['W11', 'W10', 'W9']);
      const next = await there.deck(w.country, 3, page.body.nextCursor);
      expect(next.status).toBe(200);
      expect(names(next)).toEqual(['W8', 'W7', 'W6']);
    }

    // A day-old account and one a day short of the period are new: they still share the whole budget.
    const fresh = await from(shared, await aged(await w.man('Fresh'), 1));
    const almost = await from(shared, await aged(await w.man('Almost'), NEW_FOR_DAYS - 1));
    expect(names(await fresh.deck(w.country, 3))).toEqual(['W11', 'W10', 'W9']);
    const page = await almost.deck(w.country, 3);
    expect(names(page)).toEqual(['W11', 'W10']);
    expect((await almost.deck(w.country, 3, page.body.nextCursor)).body).toEqual(networkRefusal);
    // The established ones go on browsing.
    const old = await from(shared, established[0]!);
    expect(names(await old.deck(w.country, 6, (await old.deck(w.country, 6)).body.nextCursor))).toEqual(['W5', 'W4', 'W3', 'W2', 'W1', 'W0']);
  });

  it('the /64s of one IPv6 /48 share its budget (a free tunnel /48 holds 65,536 of them); established members there are not held', async () => {
    const w = world('SX');
    await women(w, 10);
    const in64 = (n: number) => `2001:db8:4848:${n}::1`;
    const [a, b, c, d] = [await w.man('A'), await w.man('B'), await w.man('C'), await w.man('D')];
    const first = await from(in64(1), await aged(a, 1));
    const second = await from(in64(2), await aged(b, 1));
    const third = await from(in64(3), await aged(c, 1));

    // The first /64 is held by its own budget...
    const one = await first.deck(w.country, 3);
    expect(names(await first.deck(w.country, 3, one.body.nextCursor))).toEqual(['W6', 'W5']);
    // ...the second by what its /48 has left...
    const two = await second.deck(w.country, 3);
    expect(names(two)).toEqual(['W9', 'W8', 'W7']);
    expect((await second.deck(w.country, 3, two.body.nextCursor)).body).toEqual(networkRefusal);
    // ...and the third /64 of the /48 has nothing left, though its own budget is whole.
    expect((await third.deck(w.country, 3)).body).toEqual(networkRefusal);
    // Another /48 has a budget of its own.
    expect(names(await (await from('2001:db8:4849:1::1', await aged(await w.man('E'), 1))).deck(w.country, 3))).toEqual(['W9', 'W8', 'W7']);
    // An established member in the spent /48 browses on.
    expect(names(await (await from(in64(4), await aged(d, NEW_FOR_DAYS + 1))).deck(w.country, 3))).toEqual(['W9', 'W8', 'W7']);
  });
});
