import crypto from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/platform/db/schema/profiles';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { adminSignIn, auditOf, createAdmin, freshCode, signedInAdmin, type SignedInAdmin } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const MINUTE = 60_000;

type Answer = { error?: { message: string }; balance?: number };
const as = (admin: SignedInAdmin, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call<Answer>(server, method, path, body, { token: admin.token, headers });
const isActive = async (id: string) => (await db().select().from(profiles).where(eq(profiles.id, id)))[0]!.isActive;
const ledgerOf = (id: string) => db().select().from(tokenTransactions).where(eq(tokenTransactions.userId, id));

/** A signed-in admin tab: its refresh cookie, and admin requests with a token refreshed first (as the web app does). */
async function adminSession(admin: { email: string; password: string; totpSecret: string }) {
  const signedIn = await adminSignIn(server, admin);
  let cookie = signedIn.setCookie!;
  let token = signedIn.body.accessToken;
  const refresh = async () => {
    const result = await call<{ session: { accessToken: string } | null }>(server, 'POST', '/api/auth/refresh', {}, { cookie });
    if (result.status === 200 && result.body.session) {
      token = result.body.session.accessToken;
      cookie = result.setCookie ?? cookie;
    }
    return result.status;
  };
  return {
    token: () => token,
    refresh,
    me: async () => {
      await refresh();
      return call(server, 'GET', '/api/admin/me', undefined, { token });
    },
  };
}

describe('admin sessions', () => {
  it('idle out after 30 minutes without an admin request', async () => {
    const admin = await createAdmin(server);
    const session = await adminSession(admin);
    server.clock.advance(25 * MINUTE);
    expect((await session.me()).status).toBe(200); // used: the 30 minutes start again
    server.clock.advance(25 * MINUTE);
    expect((await session.me()).status).toBe(200);
    server.clock.advance(31 * MINUTE);
    expect((await session.me()).status).toBe(401);
  });

  it('are not kept alive by silent refreshes, and an idle one gets no new token', async () => {
    const admin = await createAdmin(server);
    const session = await adminSession(admin);
    server.clock.advance(14 * MINUTE);
    expect(await session.refresh()).toBe(200);
    server.clock.advance(17 * MINUTE); // 31 minutes after the last admin request
    expect((await call(server, 'GET', '/api/admin/me', undefined, { token: session.token() })).status).toBe(401);
    expect(await session.refresh()).toBe(401);
  });

  it('live at most 12 hours, however busy', async () => {
    const admin = await createAdmin(server);
    const session = await adminSession(admin);
    for (let minutes = 14; minutes <= 12 * 60; minutes += 14) {
      server.clock.advance(14 * MINUTE);
      expect((await session.me()).status).toBe(200);
    }
    server.clock.advance(14 * MINUTE);
    expect((await session.me()).status).toBe(401);
  });

  it("leave members' sessions alone", async () => {
    const member = await createProfile(db());
    const signedIn = await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email: member.email, password: member.password });
    server.clock.advance(14 * MINUTE);
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token: signedIn.body.accessToken })).status).toBe(200);
  });
});

describe('dangerous admin actions ask again', () => {
  it('a suspension needs a fresh code; without, wrong, or the password instead, nothing changes', async () => {
    const admin = await signedInAdmin(server);
    const member = await createProfile(db());
    const path = `/api/admin/profiles/${member.id}/active`;
    const missing = await as(admin, 'PUT', path, { isActive: false });
    expect(missing.status).toBe(403);
    expect(missing.body.error?.message).toBe('Please confirm with a new code from your authenticator app.');
    for (const confirm of ['not-a-code', admin.password]) {
      const wrong = await as(admin, 'PUT', path, { isActive: false, confirm });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error?.message).toBe('That code is not right, or it was already used. Please enter the next code from your authenticator app.');
    }
    expect(await isActive(member.id)).toBe(true);
    expect(await auditOf(server, member.id, 'profile.deactivated')).toEqual([]);

    expect((await as(admin, 'PUT', path, { isActive: false, confirm: await freshCode(server, admin) })).status).toBe(200);
    expect(await isActive(member.id)).toBe(false);
    // Lifting it is not dangerous.
    expect((await as(admin, 'PUT', path, { isActive: true })).status).toBe(200);
    const code = await freshCode(server, admin);
    expect((await as(admin, 'PUT', path, { isActive: false, confirm: code })).status).toBe(200);
    await as(admin, 'PUT', path, { isActive: true });
    // The same code again is a replay.
    expect((await as(admin, 'PUT', path, { isActive: false, confirm: code })).status).toBe(403);
    expect(await isActive(member.id)).toBe(true);
  });

  it('a picture deletion needs it too', async () => {
    const admin = await signedInAdmin(server);
    const result = await as(admin, 'DELETE', `/api/admin/pictures/${crypto.randomUUID()}`);
    expect(result.status).toBe(403);
    expect((await as(admin, 'DELETE', `/api/admin/pictures/${crypto.randomUUID()}`, { confirm: await freshCode(server, admin) })).status).toBe(404);
  });

  it('a token adjustment needs it too, and an Idempotency-Key', async () => {
    const admin = await signedInAdmin(server);
    const member = await createProfile(db());
    const path = `/api/admin/profiles/${member.id}/tokens`;
    const body = { amount: 5, reason: 'Goodwill' };
    expect((await as(admin, 'POST', path, { ...body, confirm: await freshCode(server, admin) })).status).toBe(400);
    expect((await as(admin, 'POST', path, body, { [IDEMPOTENCY_HEADER]: crypto.randomUUID() })).status).toBe(403);
    expect(await ledgerOf(member.id)).toHaveLength(1); // the welcome grant only
  });
});

describe('token adjustments', () => {
  it('are idempotent: a replay returns the first answer and writes nothing', async () => {
    const admin = await signedInAdmin(server);
    const member = await createProfile(db());
    const path = `/api/admin/profiles/${member.id}/tokens`;
    const key = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
    const body = { amount: 7, reason: 'Apology', confirm: await freshCode(server, admin) };
    const first = await as(admin, 'POST', path, body, key);
    expect(first.body).toEqual({ balance: 17 });
    // The retry carries the same (now spent) code: still the first answer, not a refusal.
    const replay = await as(admin, 'POST', path, body, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ balance: 17 });
    expect(await ledgerOf(member.id)).toHaveLength(2);
    expect(await auditOf(server, member.id, 'tokens.adjusted')).toHaveLength(1);
    // The same key for another adjustment is refused.
    expect((await as(admin, 'POST', path, { ...body, amount: 8, confirm: await freshCode(server, admin) }, key)).status).toBe(409);
  });

  it("tell the member's open wallet after the commit (tokens.changed), as every other balance change does", async () => {
    const admin = await signedInAdmin(server);
    const member = await createProfile(db());
    const told: unknown[] = [];
    const stop = server.platform.bus.subscribe((event) => {
      if (event.type === 'tokens.changed') told.push(event);
    });
    try {
      const key = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
      const adjusted = await as(admin, 'POST', `/api/admin/profiles/${member.id}/tokens`, { amount: -2, reason: 'Spam', confirm: await freshCode(server, admin) }, key);
      expect(adjusted.body).toEqual({ balance: 8 });
      expect(told).toEqual([expect.objectContaining({ type: 'tokens.changed', userId: member.id })]);
    } finally {
      stop();
    }
  });
});

describe("an admin seeing members' e-mail and birthday", () => {
  it('is in the audit log for each member in a search page and for the details', async () => {
    const admin = await signedInAdmin(server);
    const name = `Zubaida${crypto.randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
    const member = await createProfile(db(), { name });
    const page = await as(admin, 'GET', `/api/admin/profiles?q=${name}`);
    expect(page.status).toBe(200);
    const [viewed] = await auditOf(server, member.id, 'profile.viewed');
    expect(viewed).toMatchObject({ actorId: admin.id, targetType: 'profile', details: { via: 'search', search: name } });

    server.clock.advance(1000);
    expect((await as(admin, 'GET', `/api/admin/profiles/${member.id}`)).status).toBe(200);
    const views = await auditOf(server, member.id, 'profile.viewed');
    expect(views.map((v) => (v.details as { via: string }).via)).toEqual(['details', 'search']);
  });
});
