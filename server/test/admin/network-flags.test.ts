import crypto from 'node:crypto';
import type { AdminReportsResponse, NetworkFlag } from '@mithaq/contract/admin';
import { signUpNetworkFlag } from '@mithaq/contract/constants';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneSignUpNetworks } from '../../src/features/networks/service';
import { users } from '../../src/platform/db/schema/auth';
import { auditLog, signUpNetworks } from '../../src/platform/db/schema/safety';
import { call, signIn } from '../support/client';
import { createProfile, uniqueEmail } from '../support/factories';
import { wizardInput } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { signedInAdmin } from './support';

const N = 5;
let server: TestServer;
beforeAll(async () => {
  // One proxy hop is trusted, so each sign-up names its client address in X-Forwarded-For.
  server = await startTestServer({ env: { TRUST_PROXY: '1', FLAG_SIGN_UPS_PER_NETWORK: String(N) } });
  server.clock.set('2026-09-01T08:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const HOUR = 60 * 60 * 1000;

/** A sign-up from `address`; with a name, the new member also makes a profile. Answers the account's id. */
async function signUpFrom(address: string, name?: string): Promise<string> {
  const headers = { 'x-forwarded-for': address };
  const signedUp = await call<{ session: { accessToken: string; user: { id: string } } }>(
    server, 'POST', '/api/auth/sign-up', { email: uniqueEmail('net'), password: 'a-long-enough-passphrase' }, { headers },
  );
  expect(signedUp.status).toBe(200);
  const { accessToken, user } = signedUp.body.session;
  if (name) expect((await call(server, 'POST', '/api/profiles', wizardInput({ name }), { token: accessToken, headers })).status).toBe(201);
  return user.id;
}

async function signUpsFrom(addresses: string[]) {
  const ids: string[] = [];
  for (const [i, address] of addresses.entries()) ids.push(await signUpFrom(address, i % 2 === 0 ? `Member ${i}` : undefined));
  return ids;
}

/** The flags in the moderators' queue that hold any of `accounts` (a fresh admin: the tests move the clock by days). */
async function flagsOf(accounts: string[]): Promise<NetworkFlag[]> {
  const admin = await signedInAdmin(server);
  const queue = await call<AdminReportsResponse>(server, 'GET', '/api/admin/reports', undefined, { token: admin.token });
  expect(queue.status).toBe(200);
  return queue.body.networkFlags.filter((flag) => flag.accounts.some((account) => accounts.includes(account.id)));
}

/** An address of its own (16 million to draw from: two tests, or two files on one database, never share one by chance). */
const ipv4 = () => `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
/** A /64 of its own, and an address in it. */
const ipv6Network = () => {
  const prefix = `2001:db8:${crypto.randomInt(1, 0xffff).toString(16)}:${crypto.randomInt(1, 0xffff).toString(16)}`;
  return (host: number) => `${prefix}::${host.toString(16)}`;
};

const DAY = 24 * HOUR;

/**
 * Members whose accounts are older than the new-account period, each browsing Discover from
 * `address` (new profiles: a woman of a country of their own).
 */
async function establishedBrowsingFrom(address: string, count: number) {
  const headers = { 'x-forwarded-for': address };
  const country = 'FM';
  await createProfile(db(), { sex: 'female', name: 'Shown', country });
  for (let i = 0; i < count; i++) {
    const member = await createProfile(db(), { sex: 'male', name: `Established ${i}`, country });
    await db().update(users).set({ createdAt: new Date(server.clock.now().getTime() - 60 * DAY) }).where(eq(users.id, member.id));
    const { token } = await signIn({ fetch: (p, init) => server.fetch(p, { ...init, headers: { ...init?.headers, ...headers } }) }, member.email, member.password);
    // Twice: a member is counted once.
    for (let page = 0; page < 2; page++) {
      expect((await call(server, 'GET', `/api/discover?limit=5&countries=${country}`, undefined, { token, headers })).status).toBe(200);
    }
  }
}

describe('many new accounts from one network', () => {
  it(`${N} sign-ups from one address within a day put one flag in the moderators' queue, with those accounts; more join it`, async () => {
    const address = ipv4();
    const first = await signUpsFrom(Array(N - 1).fill(address));
    expect(await flagsOf(first)).toEqual([]);

    const nth = await signUpFrom(address, 'Newest');
    const accounts = [...first, nth];
    const [flag, ...others] = await flagsOf(accounts);
    expect(others).toEqual([]);
    expect(flag!.accountCount).toBe(N);
    // Newest first; a name links to the profile (an account without one has none yet).
    expect(flag!.accounts.map((account) => account.id)).toEqual([...accounts].reverse());
    expect(flag!.accounts[0]!.name).toBe('Newest');
    expect(flag!.accounts.map((account) => account.name === null)).toEqual([false, true, false, true, false]);
    // Told as the returning-member flag is: by the system, in the audit log.
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'network.many_sign_ups'), eq(auditLog.targetId, nth)));
    expect(audits).toEqual([expect.objectContaining({ actorId: null, targetType: 'user', details: { accounts: N } })]);

    const later = await signUpFrom(address);
    const [grown] = await flagsOf([later]);
    expect(grown).toMatchObject({ id: flag!.id, accountCount: N + 1 });
  });

  it(`${N - 1} sign-ups are no flag, nor ${N} from different networks`, async () => {
    const few = await signUpsFrom(Array(N - 1).fill(ipv4()));
    const spread = await signUpsFrom(Array.from({ length: N }, (_, i) => `198.51.100.${(i * 37 + crypto.randomInt(1, 30)) % 250}`));
    expect(await flagsOf([...few, ...spread])).toEqual([]);
  });

  it('an IPv6 /64 is one network, however its addresses rotate', async () => {
    const inNetwork = ipv6Network();
    const accounts = await signUpsFrom(Array.from({ length: N }, (_, i) => inNetwork(i + 1)));
    expect((await flagsOf(accounts))[0]?.accountCount).toBe(N);
  });

  it('counts within 24 hours only, keeps an HMAC of the network (never the address), and forgets it after the window', async () => {
    const address = ipv4();
    const early = await signUpsFrom(Array(N - 1).fill(address));
    const [row] = await db().select().from(signUpNetworks).where(eq(signUpNetworks.userId, early[0]!));
    expect(row!.network).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(address);

    server.clock.advance(signUpNetworkFlag.windowMs + HOUR);
    const late = await signUpFrom(address);
    expect(await flagsOf([...early, late])).toEqual([]);

    await pruneSignUpNetworks(server.platform);
    expect(await db().select().from(signUpNetworks).where(inArray(signUpNetworks.userId, early))).toEqual([]);
    expect(await db().select().from(signUpNetworks).where(eq(signUpNetworks.userId, late))).toHaveLength(1);
  });

  it('a flag stays in the queue for its time, then goes', async () => {
    const accounts = await signUpsFrom(Array(N).fill(ipv4()));
    expect(await flagsOf(accounts)).toHaveLength(1);
    server.clock.advance(signUpNetworkFlag.shownMs + HOUR);
    expect(await flagsOf(accounts)).toEqual([]);
    await pruneSignUpNetworks(server.platform);
    expect(await flagsOf(accounts)).toEqual([]);
  });
});

describe('a flag behind a shared address (carrier NAT, a campus)', () => {
  it('says how many established members used that network that day, so a moderator can tell a shared address from a farm', async () => {
    const shared = ipv4();
    await establishedBrowsingFrom(shared, 3);
    const accounts = await signUpsFrom(Array(N).fill(shared));
    const [flag] = await flagsOf(accounts);
    expect(flag).toMatchObject({ accountCount: N, establishedMembers: 3 });

    // More of them browse: the next sign-up of the burst brings the flag up to date.
    await establishedBrowsingFrom(shared, 2);
    const later = await signUpFrom(shared);
    expect((await flagsOf([later]))[0]).toMatchObject({ id: flag!.id, accountCount: N + 1, establishedMembers: 5 });

    // A network nobody established uses: none.
    const farm = await signUpsFrom(Array(N).fill(ipv4()));
    expect((await flagsOf(farm))[0]).toMatchObject({ accountCount: N, establishedMembers: 0 });
  });
});
