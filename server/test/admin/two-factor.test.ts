import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, decryptSecret } from '../../src/features/admin/totp';
import { authSessions, users } from '../../src/platform/db/schema/auth';
import { call } from '../support/client';
import { createProfile, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { adminSignIn, auditOf, codeNow, codeStep, createAdmin, passwordStep } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const sessionsOf = (userId: string) => db().select().from(authSessions).where(eq(authSessions.userId, userId));
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const STEP = 30_000;

describe('admin sign-in with an authenticator code', () => {
  it('gives no session for the password alone, nor for a wrong code', async () => {
    const admin = await createAdmin(server);
    const first = await passwordStep(server, admin.email, admin.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ step: 'code', ticket: expect.any(String) });
    expect(first.setCookie).toBeUndefined();
    expect(first.body).not.toHaveProperty('accessToken');

    const wrong = codeNow(server, admin.totpSecret) === '000000' ? '111111' : '000000';
    const refused = await codeStep(server, first.body.ticket, wrong);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toBe('Invalid code');
    expect(refused.setCookie).toBeUndefined();
    expect((await codeStep(server, first.body.ticket, 'abc')).status).toBe(400);
    expect(await sessionsOf(admin.id)).toEqual([]);
  });

  it('starts the session with a valid code, once: neither the code nor the ticket works again', async () => {
    const admin = await createAdmin(server);
    const first = await passwordStep(server, admin.email, admin.password);
    const code = codeNow(server, admin.totpSecret);
    const signedIn = await codeStep(server, first.body.ticket, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: admin.id, role: 'admin' });
    expect(signedIn.setCookie).toBeDefined();

    // The same code on a new ticket (someone who watched it typed) is a replay.
    const again = await passwordStep(server, admin.email, admin.password);
    expect((await codeStep(server, again.body.ticket, code)).status).toBe(401);
    // The used ticket with the next code: single use.
    server.clock.advance(STEP);
    expect((await codeStep(server, first.body.ticket, codeNow(server, admin.totpSecret))).status).toBe(401);
    expect(await sessionsOf(admin.id)).toHaveLength(1);
  });

  it('refuses a ticket past its few minutes, or tampered with', async () => {
    const admin = await createAdmin(server);
    const first = await passwordStep(server, admin.email, admin.password);
    const [userId, sealed] = first.body.ticket.split('.');
    // The second-to-last character always carries six bits of the sealed bytes (the last may carry padding).
    const flipped = `${userId}.${sealed!.slice(0, -2)}${sealed!.at(-2) === 'A' ? 'B' : 'A'}${sealed!.slice(-1)}`;
    const tampered = await codeStep(server, flipped, codeNow(server, admin.totpSecret));
    expect(tampered.status).toBe(401);
    expect(tampered.body.error?.message).toBe('Your sign-in has expired. Please enter your password again.');
    server.clock.advance(5 * 60_000 + 1);
    expect((await codeStep(server, first.body.ticket, codeNow(server, admin.totpSecret))).status).toBe(401);
    expect(await sessionsOf(admin.id)).toEqual([]);
  });

  it('stops checking codes after five wrong ones', async () => {
    const admin = await createAdmin(server);
    const first = await passwordStep(server, admin.email, admin.password);
    const right = codeNow(server, admin.totpSecret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await codeStep(server, first.body.ticket, wrong)).status).toBe(401);
    expect((await codeStep(server, first.body.ticket, right)).status).toBe(429);
  });

  it('counts parallel guesses before checking them: twelve at once get five checks at most', async () => {
    const admin = await createAdmin(server);
    const first = await passwordStep(server, admin.email, admin.password);
    const right = codeNow(server, admin.totpSecret);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses = await Promise.all(Array.from({ length: 12 }, () => codeStep(server, first.body.ticket, wrong).then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('an admin without an authenticator yet', () => {
  it('enrols at the first sign-in: QR code and secret shown, saved encrypted only once a code proves it', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    const first = await passwordStep(server, admin.email, admin.password);
    expect(first.status).toBe(200);
    if (first.body.step !== 'enrol') throw new Error('expected enrolment');
    expect(first.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.body.otpauthUri).toContain(`secret=${first.body.secret}`);
    expect(first.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await userRow(admin.id)).totpSecret).toBeNull();

    const wrong = await codeStep(server, first.body.ticket, '000000' === codeNow(server, first.body.secret) ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    expect((await userRow(admin.id)).totpSecret).toBeNull();

    const enrolled = await codeStep(server, first.body.ticket, codeNow(server, first.body.secret));
    expect(enrolled.status).toBe(200);
    const stored = (await userRow(admin.id)).totpSecret!;
    expect(stored).not.toContain(first.body.secret);
    expect(decryptSecret(server.platform.keys.adminTotp, admin.id, stored)).toBe(first.body.secret);

    // The enrolment ticket cannot enrol again (say, with a secret an attacker saw).
    server.clock.advance(STEP);
    expect((await codeStep(server, first.body.ticket, codeNow(server, first.body.secret))).status).toBe(401);
    // From now on the password step asks for a code of the saved secret.
    const next = await passwordStep(server, admin.email, admin.password);
    expect(next.body.step).toBe('code');
    expect((await codeStep(server, next.body.ticket, codeAt(first.body.secret, server.clock.now()))).status).toBe(200);
  });
});

describe('failed admin sign-ins', () => {
  it('are written to the audit log: wrong password, wrong code, a member account, an unknown address', async () => {
    const admin = await createAdmin(server);
    const member = await createProfile(db());
    await passwordStep(server, admin.email, 'not-the-password');
    const first = await passwordStep(server, admin.email, admin.password);
    await codeStep(server, first.body.ticket, codeNow(server, admin.totpSecret) === '000000' ? '111111' : '000000');
    await passwordStep(server, member.email, member.password);
    const nobody = `nobody-${admin.id.slice(0, 8)}@example.test`;
    await passwordStep(server, nobody, 'whatever-password');

    const reasons = (await auditOf(server, admin.id, 'admin.sign_in_failed')).map((e) => (e.details as { reason: string }).reason);
    expect(reasons.sort()).toEqual(['wrong code', 'wrong password']);
    const [onMember] = await auditOf(server, member.id, 'admin.sign_in_failed');
    expect(onMember).toMatchObject({ actorId: null, details: { reason: 'member account', email: member.email } });
    const [onNobody] = await auditOf(server, nobody, 'admin.sign_in_failed');
    expect(onNobody).toMatchObject({ details: { reason: 'unknown account' } });
  });

  it('a successful one is audited as a sign-in', async () => {
    const admin = await createAdmin(server);
    expect((await adminSignIn(server, admin)).status).toBe(200);
    expect(await auditOf(server, admin.id, 'admin.sign_in')).toHaveLength(1);
    expect((await call(server, 'GET', '/api/admin/audit')).status).toBe(401);
  });
});
