import crypto from 'node:crypto';
import type { AdminSexCorrections, SexCorrectionStatus } from '@mithaq/contract/sexCorrection';
import { sexCorrectionMessages } from '@mithaq/contract/sexCorrection';
import { otherSex, type Sex } from '@mithaq/contract/profiles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../src/platform/db/schema/notifications';
import { profiles } from '../../src/platform/db/schema/profiles';
import { auditLog } from '../../src/platform/db/schema/safety';
import { sexCorrectionRequests } from '../../src/platform/db/schema/sex-corrections';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { adminSession } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { englishOfRow } from '../support/notifications';

let server: TestServer;
let admin: { id: string; token: string };
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set('2026-08-03T10:00:00Z');
});
// A session of its own for each test: a test that moves the clock on by days outlives any session.
beforeEach(async () => {
  admin = await adminSession(server);
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const DAY = 24 * 60 * 60 * 1000;
type Answer = { error?: { code: string; message: string; key?: string } };
type Member = { id: string; email: string; password: string; token: string; sex: Sex };

async function member(sex: 'male' | 'female' = 'male'): Promise<Member> {
  const created = await createProfile(db(), { name: sex === 'male' ? 'Khalid' : 'Khadija', sex });
  return { id: created.id, email: created.email, password: created.password, token: (await signIn(server, created.email, created.password)).token, sex };
}

const PATH = '/api/profiles/me/sex-correction';
const REASON = 'I tapped the wrong gender when I signed up.';
const status = (m: Member) => call<SexCorrectionStatus & Answer>(server, 'GET', PATH, undefined, { token: m.token });
// What the member's Edit Profile sends: the other sex than the one it shows (`m.sex`, as loaded).
const ask = (m: Member, body: object) => call<SexCorrectionStatus & Answer>(server, 'POST', PATH, { requestedSex: otherSex(m.sex), ...body }, { token: m.token });
const queue = async (token = admin.token) => call<AdminSexCorrections & Answer>(server, 'GET', '/api/admin/sex-corrections', undefined, { token });
const decide = (requestId: string, decision: 'correct' | 'decline', token = admin.token) =>
  call<Answer & { sex?: string; ok?: boolean }>(server, 'POST', `/api/admin/sex-corrections/${requestId}/${decision}`, undefined, { token });
const rowsOf = (profileId: string) => db().select().from(sexCorrectionRequests).where(eq(sexCorrectionRequests.profileId, profileId));
const sexOf = async (id: string) => (await db().select({ sex: profiles.sex }).from(profiles).where(eq(profiles.id, id)))[0]?.sex;
// This test's admin's entries: on PostgreSQL the files share one database, and another file's admin
// listing the newest profiles is audited as having seen the member (profile.viewed).
const auditOf = (profileId: string) => db().select().from(auditLog).where(and(eq(auditLog.targetId, profileId), eq(auditLog.actorId, admin.id)));
const moderationNotes = async (userId: string) =>
  (await db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'moderation')))).map(englishOfRow);

async function openRequestId(m: Member) {
  const item = (await queue()).body.requests.find((request) => request.profileId === m.id);
  expect(item).toBeDefined();
  return item!.id;
}

describe('asking for a correction', () => {
  it('records one open request for the other sex, with the trimmed reason; a second is refused while it is open', async () => {
    const khalid = await member('male');
    expect((await status(khalid)).body).toEqual({ pending: null, availableAt: null });

    const asked = await ask(khalid, { reason: `  ${REASON}  ` });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ pending: { requestedSex: 'female', reason: REASON, askedAt: '2026-08-03T10:00:00.000Z' }, availableAt: null });
    expect((await status(khalid)).body).toEqual(asked.body);

    const again = await ask(khalid, { reason: 'Asking a second time, to be sure.' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ message: sexCorrectionMessages.alreadyAsked, key: 'sexCorrection.alreadyAsked' });
    expect((await rowsOf(khalid.id)).map((row) => [row.status, row.requestedSex, row.reason])).toEqual([['open', 'female', REASON]]);

    // The queue shows who, their gender now, what they ask and why.
    const item = (await queue()).body.requests.find((request) => request.profileId === khalid.id);
    expect(item).toMatchObject({ name: 'Khalid', currentSex: 'male', requestedSex: 'female', reason: REASON, askedAt: '2026-08-03T10:00:00.000Z' });
  });

  it('bad input is a 400 with the message and writes nothing', async () => {
    const khadija = await member('female');
    for (const body of [{}, { reason: 'too short' }, { reason: `   ${'a'.repeat(9)}   ` }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const refused = await ask(khadija, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION', message: sexCorrectionMessages.reasonLength });
    }
    for (const requestedSex of [undefined, 'other', 'female']) {
      const refused = await call<Answer>(server, 'POST', PATH, { reason: REASON, requestedSex }, { token: khadija.token });
      expect(refused.status).toBe(requestedSex === 'female' ? 409 : 400);
    }
    expect(await rowsOf(khadija.id)).toEqual([]);
    // Exactly 10 and 500 characters are allowed (10 after trimming).
    expect((await ask(khadija, { reason: ` ${'b'.repeat(10)} ` })).status).toBe(200);
    expect((await rowsOf(khadija.id))[0]!.reason).toBe('b'.repeat(10));
  });

  it("a screen loaded before a moderator's correction cannot ask to undo it", async () => {
    const khalid = await member('male');
    const corrected = await call(server, 'PUT', `/api/admin/profiles/${khalid.id}/sex`, { sex: 'female', reason: 'Seen in the pictures' }, { token: admin.token });
    expect(corrected.status).toBe(200);
    // His open Edit Profile still shows Male, so it asks for Female.
    const stale = await ask(khalid, { reason: REASON });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ message: sexCorrectionMessages.profileChanged, key: 'sexCorrection.profileChanged' });
    expect(await rowsOf(khalid.id)).toEqual([]);
    expect(await sexOf(khalid.id)).toBe('female');
    // Refreshed, the screen shows Female and asks for Male.
    khalid.sex = 'female';
    expect((await ask(khalid, { reason: REASON })).body.pending).toMatchObject({ requestedSex: 'male', reason: REASON });
  });

  it('needs a session and a profile', async () => {
    expect((await call(server, 'GET', PATH)).status).toBe(401);
    expect((await call(server, 'POST', PATH, { requestedSex: 'female', reason: REASON })).status).toBe(401);
  });
});

describe('the moderators decide', () => {
  it('correcting changes the sex, closes the request, audits it and tells the member, in one go', async () => {
    const khalid = await member('male');
    await ask(khalid, { reason: REASON });
    const requestId = await openRequestId(khalid);
    server.clock.advance(60_000);

    const corrected = await decide(requestId, 'correct');
    expect(corrected.body).toEqual({ sex: 'female' });
    expect(await sexOf(khalid.id)).toBe('female');
    const [row] = await rowsOf(khalid.id);
    expect(row).toMatchObject({ status: 'corrected', decidedBy: admin.id });
    expect(row!.decidedAt).toEqual(server.clock.now());
    const entries = await auditOf(khalid.id);
    expect(entries.map((e) => [e.action, e.actorId, e.details])).toEqual([
      ['profile.sex_corrected', admin.id, { name: 'Khalid', from: 'male', to: 'female', reason: REASON, requestId }],
    ]);
    expect(await moderationNotes(khalid.id)).toEqual([sexCorrectionMessages.corrected]);
    expect((await queue()).body.requests.map((r) => r.id)).not.toContain(requestId);
    expect((await status(khalid)).body).toEqual({ pending: null, availableAt: null });

    // Decided once: deciding again is a conflict and changes nothing.
    const twice = await decide(requestId, 'decline');
    expect(twice.status).toBe(409);
    expect(twice.body.error!.message).toBe(sexCorrectionMessages.notOpen);
    expect((await rowsOf(khalid.id))[0]!.status).toBe('corrected');
    expect(await auditOf(khalid.id)).toHaveLength(1);
  });

  it("a moderator's own correction closes the member's open request too", async () => {
    const khalid = await member('male');
    await ask(khalid, { reason: REASON });
    const requestId = await openRequestId(khalid);
    const manual = await call(server, 'PUT', `/api/admin/profiles/${khalid.id}/sex`, { sex: 'female', reason: 'Seen in the queue' }, { token: admin.token });
    expect(manual.body).toEqual({ sex: 'female' });
    expect((await rowsOf(khalid.id))[0]!.status).toBe('corrected');
    expect(await moderationNotes(khalid.id)).toEqual([sexCorrectionMessages.corrected]);
    // A second moderator still looking at the queue can no longer decide it either way.
    for (const decision of ['correct', 'decline'] as const) {
      const late = await decide(requestId, decision);
      expect(late.status).toBe(409);
      expect(late.body.error!.message).toBe(sexCorrectionMessages.notOpen);
    }
    expect((await rowsOf(khalid.id))[0]!.status).toBe('corrected');
    expect(await sexOf(khalid.id)).toBe('female');
  });

  it('declining keeps the sex, audits it, tells the member, and a new request waits 7 days', async () => {
    const khadija = await member('female');
    await ask(khadija, { reason: REASON });
    const requestId = await openRequestId(khadija);
    const declinedAt = server.clock.now();
    expect((await decide(requestId, 'decline')).body).toEqual({ ok: true });
    expect(await sexOf(khadija.id)).toBe('female');
    expect((await rowsOf(khadija.id))[0]).toMatchObject({ status: 'declined', decidedBy: admin.id });
    const entries = await auditOf(khadija.id);
    expect(entries.map((e) => [e.action, e.actorId, e.details])).toEqual([
      ['profile.sex_correction_declined', admin.id, { requestId, requested: 'male', reason: REASON }],
    ]);
    expect(await moderationNotes(khadija.id)).toEqual([sexCorrectionMessages.declined]);

    const availableAt = new Date(declinedAt.getTime() + 7 * DAY).toISOString();
    expect((await status(khadija)).body).toEqual({ pending: null, availableAt });
    server.clock.advance(7 * DAY - 1000);
    khadija.token = (await signIn(server, khadija.email, khadija.password)).token;
    const early = await ask(khadija, { reason: 'Please look at this again.' });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ message: sexCorrectionMessages.askAgainLater, key: 'sexCorrection.askAgainLater' });
    expect(await rowsOf(khadija.id)).toHaveLength(1);

    server.clock.advance(1000);
    const later = await ask(khadija, { reason: 'Please look at this again.' });
    expect(later.status).toBe(200);
    expect(later.body.pending).toMatchObject({ requestedSex: 'male' });
  });

  it('members may neither see nor decide requests, their own or others; an unknown request is 404', async () => {
    const khalid = await member('male');
    const other = await member('female');
    await ask(khalid, { reason: REASON });
    const requestId = await openRequestId(khalid);
    for (const m of [khalid, other]) {
      expect((await queue(m.token)).status).toBe(403);
      expect((await decide(requestId, 'correct', m.token)).status).toBe(403);
      expect((await decide(requestId, 'decline', m.token)).status).toBe(403);
    }
    expect((await call(server, 'GET', '/api/admin/sex-corrections')).status).toBe(401);
    expect(await sexOf(khalid.id)).toBe('male');
    expect((await rowsOf(khalid.id))[0]!.status).toBe('open');
    // The member's own view is only ever their own request.
    expect((await status(other)).body).toEqual({ pending: null, availableAt: null });
    expect((await decide(crypto.randomUUID(), 'correct')).status).toBe(404);
  });
});

describe("the member's data", () => {
  it('the requests are in the export and go with the account', async () => {
    const khalid = await member('male');
    await ask(khalid, { reason: REASON });
    const response = await server.fetch('/api/account/export', { headers: { authorization: `Bearer ${khalid.token}` } });
    const data = JSON.parse(await response.text());
    expect(data.genderCorrectionRequests).toEqual([
      { requestedSex: 'female', reason: REASON, status: 'open', askedAt: server.clock.now().toISOString(), decidedAt: null },
    ]);

    expect((await call(server, 'DELETE', '/api/account', { password: khalid.password }, { token: khalid.token })).status).toBe(200);
    expect(await rowsOf(khalid.id)).toEqual([]);
  });
});
