import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema/auth';
import { deletedMemberEvidence } from '../../src/platform/db/schema/safety';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { sendMessage, unlockedCouple } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';
import { auditOf, freshCode, signedInAdmin, type SignedInAdmin } from './support';

let server: TestServer;
let admin: SignedInAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const exists = async (id: string) => (await db().select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
const requestDeletion = (body: Record<string, unknown>, token = admin.token) => call(server, 'POST', '/api/admin/deletion-requests', body, { token });

describe('deletion on request by e-mail (admin)', () => {
  it('deletes the member found by e-mail, with the step-up, and records who asked and when', async () => {
    const member = await createProfile(db());
    const ok = await requestDeletion({ email: member.email.toUpperCase(), requestedBy: 'mail from the member, 3 May', confirm: await freshCode(server, admin) });
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
    expect(await exists(member.id)).toBe(false);
    const [entry] = await auditOf(server, member.id, 'account.deleted_on_request');
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'user' });
    expect(entry!.details).toEqual({ email: member.email, requestedBy: 'mail from the member, 3 May', requestedAt: server.clock.now().toISOString() });
  });

  it('runs the same deletion as the member button: a reported member leaves evidence', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await sendMessage(server, man.token, matchId, 'Give me your number now');
    expect((await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'Threatened me in chat' }, { token: woman.token })).status).toBe(200);
    expect((await requestDeletion({ email: man.email, requestedBy: man.email, confirm: await freshCode(server, admin) })).status).toBe(200);
    expect(await exists(man.id)).toBe(false);
    const [evidence] = await db().select().from(deletedMemberEvidence).where(eq(deletedMemberEvidence.formerProfileId, man.id));
    expect(JSON.stringify(evidence?.messages)).toContain('Give me your number now');
  });

  it('refuses without the step-up, a wrong one or the password, an unknown address, an admin, or no requester: nothing deleted', async () => {
    const member = await createProfile(db());
    expect((await requestDeletion({ email: member.email, requestedBy: 'ticket 812' })).status).toBe(403);
    expect((await requestDeletion({ email: member.email, requestedBy: 'ticket 812', confirm: 'not-a-code' })).status).toBe(403);
    // The password is one factor: never a step-up.
    expect((await requestDeletion({ email: member.email, requestedBy: 'ticket 812', confirm: admin.password })).status).toBe(403);
    expect((await requestDeletion({ email: member.email, requestedBy: ' ', confirm: await freshCode(server, admin) })).status).toBe(400);
    expect((await requestDeletion({ email: 'nobody-here@example.test', requestedBy: 'x', confirm: await freshCode(server, admin) })).status).toBe(404);
    expect((await requestDeletion({ email: admin.email, requestedBy: 'x', confirm: await freshCode(server, admin) })).status).toBe(409);
    expect(await exists(member.id)).toBe(true);
    expect(await auditOf(server, member.id, 'account.deleted_on_request')).toEqual([]);
  });

  it('is for admins only', async () => {
    const member = await createProfile(db());
    const other = await createProfile(db());
    const signedIn = await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email: member.email, password: member.password });
    expect((await requestDeletion({ email: other.email, requestedBy: 'x', confirm: member.password }, signedIn.body.accessToken)).status).toBe(403);
    expect(await exists(other.id)).toBe(true);
  });
});
