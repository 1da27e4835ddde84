import crypto from 'node:crypto';
import { retention } from '@mithaq/contract/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneUnconfirmedAccounts } from '../../src/features/auth/retention';
import { oneTimeTokens, users } from '../../src/platform/db/schema/auth';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call } from '../support/client';
import { createProfile, createUser, uniqueEmail } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

// Review of issue 26, finding 13: anyone can make an account with any address; one never
// confirmed goes, with its links, after the policy's period. The pruning acts on every row:
// this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  // The embedded default: confirmation off, so a sign-up is confirmed at once.
  server = await startTestServer({ isolatedDatabase: true });
  server.clock.set('2026-06-01T09:00:00Z');
});
afterAll(() => server.close());

const DAY = 24 * 3600_000;
const MINUTE = 60_000;
const db = () => server.platform.database.db;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** The account's sign-up moved to `createdAt` (the database stamps it with the real time). */
async function signedUpAt<T extends { id: string }>(account: T, createdAt: Date) {
  await db().update(users).set({ createdAt }).where(eq(users.id, account.id));
  return account;
}

const accountsLeft = async (ids: string[]) =>
  (await db().select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((row) => row.id).sort();

describe('pruning accounts never confirmed', () => {
  it(`deletes one (with its links) just past ${retention.unconfirmedAccountDays} days, keeps one just inside, and never a confirmed one`, async () => {
    const start = server.clock.now();
    const due = await signedUpAt(await createUser(db(), { confirmed: false }), start);
    await db().insert(oneTimeTokens).values({
      userId: due.id, purpose: 'email_confirmation', tokenHash: crypto.randomBytes(16).toString('hex'), expiresAt: at(start, DAY),
    });
    const younger = await signedUpAt(await createUser(db(), { confirmed: false }), at(start, 2 * MINUTE));
    const confirmed = await signedUpAt(await createUser(db()), start);
    // With confirmation off (this server) a sign-up is confirmed at once: never pruned.
    const signUp = await call<{ session: { user: { id: string } } }>(server, 'POST', '/api/auth/sign-up', { email: uniqueEmail(), password: 'amina-reads-at-dawn' });
    const signedUp = await signedUpAt(signUp.body.session.user, start);
    const all = [due, younger, confirmed, signedUp].map((account) => account.id);

    server.clock.set(at(start, retention.unconfirmedAccountDays * DAY - MINUTE));
    expect(await pruneUnconfirmedAccounts(server.platform)).toBe(0);
    expect(await accountsLeft(all)).toEqual([...all].sort());

    server.clock.set(at(start, retention.unconfirmedAccountDays * DAY + MINUTE));
    // Two servers at once: each account goes once, neither fails.
    const [first, second] = await Promise.all([pruneUnconfirmedAccounts(server.platform), pruneUnconfirmedAccounts(server.platform)]);
    expect(first + second).toBe(1);
    expect(await accountsLeft(all)).toEqual([younger.id, confirmed.id, signedUp.id].sort());
    expect(await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, due.id))).toEqual([]);

    server.clock.set(at(start, retention.unconfirmedAccountDays * DAY + 3 * MINUTE));
    expect(await pruneUnconfirmedAccounts(server.platform)).toBe(1);
    expect(await accountsLeft(all)).toEqual([confirmed.id, signedUp.id].sort());
  });

  it('never deletes an account with a profile, confirmed or not, nor an admin', async () => {
    const start = server.clock.now();
    const member = await createProfile(db());
    await db().update(users).set({ confirmedAt: null }).where(eq(users.id, member.id));
    await signedUpAt(member, start);
    const admin = await signedUpAt(await createUser(db(), { role: 'admin', confirmed: false }), start);
    server.clock.set(at(start, (retention.unconfirmedAccountDays + 1) * DAY));
    expect(await pruneUnconfirmedAccounts(server.platform)).toBe(0);
    expect(await accountsLeft([member.id, admin.id])).toEqual([member.id, admin.id].sort());
    expect(await db().select({ id: profiles.id }).from(profiles).where(eq(profiles.id, member.id))).toHaveLength(1);
  });
});
