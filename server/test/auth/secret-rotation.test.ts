import type { GuardianView } from '@mithaq/contract/guardians';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../src/platform/mail/unsubscribe-links';
import { decryptSecret } from '../../src/features/admin/totp';
import { stopToken, stopTokenForMail } from '../../src/features/guardians/service';
import { users } from '../../src/platform/db/schema/auth';
import { deletedMemberEvidence, guardians, returningMembers } from '../../src/platform/db/schema/safety';
import { hashToken } from '../../src/platform/random-tokens';
import { adminSignIn, codeNow, codeStep, createAdmin, passwordStep } from '../admin/support';
import { call, signIn } from '../support/client';
import { createProfile, uniqueEmail } from '../support/factories';
import { lastMailedToken } from '../support/mail';
import { sendMessage, unlockedCouple } from '../support/matches';
import { memberThroughApi } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { deliverQueued } from '../support/outbox';

// Three servers on one database, as during a rotation: `before` has only the old secret (the
// test servers' default), `rotating` signs with the new one and still accepts the old one
// (APP_SECRET_PREVIOUS), `after` knows only the new one (the previous secret removed).
const OLD_SECRET = 'integration-test-secret-0123456789abcdef';
const NEW_SECRET = 'rotated-secret-fedcba9876543210-0123456789';
let before: TestServer;
let rotating: TestServer;
let after: TestServer;
beforeAll(async () => {
  before = await startTestServer();
  rotating = await startTestServer({ env: { APP_SECRET: NEW_SECRET, APP_SECRET_PREVIOUS: OLD_SECRET } });
  after = await startTestServer({ env: { APP_SECRET: NEW_SECRET } });
});
afterAll(() => Promise.all([before, rotating, after].map((server) => server?.close())));

const db = () => before.platform.database.db;
const me = (server: TestServer, token: string) => call(server, 'GET', '/api/auth/me', undefined, { token });

describe('APP_SECRET rotation with APP_SECRET_PREVIOUS', () => {
  it('keeps members signed in: access tokens of the old secret still count, new ones are signed with the new secret', async () => {
    const member = await createProfile(db(), { name: 'Amina', sex: 'female' });
    const old = await signIn(before, member.email, member.password);
    expect((await me(rotating, old.token)).status).toBe(200);
    expect((await me(after, old.token)).status).toBe(401);

    const fresh = await signIn(rotating, member.email, member.password);
    expect((await me(after, fresh.token)).status).toBe(200);
    expect((await me(before, fresh.token)).status).toBe(401);
  });

  it('keeps picture URLs, viewer cookies and page cursors handed out before it working', () => {
    const key = 'profiles/abc/picture.webp';
    const viewer = 'a0000000-0000-4000-8000-000000000001';
    const url = new URL(before.platform.mediaUrls.sign(key, viewer), 'http://x');
    const [exp, sig] = [url.searchParams.get('exp') ?? undefined, url.searchParams.get('sig') ?? undefined];
    expect(rotating.platform.mediaUrls.verify(key, exp, sig, viewer)).toBeGreaterThan(0);
    expect(after.platform.mediaUrls.verify(key, exp, sig, viewer)).toBeNull();

    const session = 'b0000000-0000-4000-8000-000000000002';
    const cookie = before.platform.mediaUrls.viewerToken(viewer, new Date(Date.now() + 60_000), session);
    expect(rotating.platform.mediaUrls.viewerOf(cookie)).toEqual({ userId: viewer, sessionId: session });
    expect(after.platform.mediaUrls.viewerOf(cookie)).toBeNull();

    const cursor = before.platform.cursors.seal(viewer, 'deck', 'position');
    expect(rotating.platform.cursors.open(viewer, 'deck', cursor)).toBe('position');
    expect(after.platform.cursors.open(viewer, 'deck', cursor)).toBeNull();
    expect(after.platform.cursors.open(viewer, 'deck', rotating.platform.cursors.seal(viewer, 'deck', 'next'))).toBe('next');
  });

  it('keeps the unsubscribe links of mail sent before it working', async () => {
    const member = await createProfile(db(), { name: 'Bilal', sex: 'male' });
    const token = encodeURIComponent(unsubscribeToken(before.platform.keys.unsubscribe, member.id));
    expect((await rotating.fetch(`/api/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await rotating.fetch(`/api/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(200);
    expect((await after.fetch(`/api/unsubscribe?token=${token}`)).status).toBe(400);
  });

  it('lets an admin finish signing in, and seals the authenticator secret again under the new secret', async () => {
    const admin = await createAdmin(before);
    // The password step on a server with the old secret, the code on one with the new.
    const first = await passwordStep(before, admin.email, admin.password);
    const signedIn = await codeStep(rotating, first.body.ticket, codeNow(rotating, admin.totpSecret));
    expect(signedIn.status).toBe(200);
    const [row] = await db().select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, admin.id));
    expect(decryptSecret(after.platform.keys.adminTotp, admin.id, row!.totpSecret!)).toBe(admin.totpSecret);
    expect(decryptSecret(before.platform.keys.adminTotp, admin.id, row!.totpSecret!)).toBeNull();
    // So it outlives the old secret.
    after.clock.set(new Date(rotating.clock.now().getTime() + 60_000));
    expect((await adminSignIn(after, admin)).status).toBe(200);
  });

  it('still recognises a reported member who deleted the account and signs up again, until the old secret is gone', async () => {
    const reportedThenDeleted = async () => {
      const { matchId, woman, man } = await unlockedCouple(before);
      await sendMessage(before, man.token, matchId, 'You will regret this');
      expect((await call(before, 'POST', '/api/reports', { profileId: man.id, reason: 'Threatened me' }, { token: woman.token })).status).toBe(200);
      expect((await call(before, 'DELETE', '/api/account', { password: man.password }, { token: man.token })).status).toBe(200);
      return man;
    };
    const flagged = async (server: TestServer, man: { id: string; email: string }) => {
      expect((await call(server, 'POST', '/api/auth/sign-up', { email: man.email, password: 'a-new-long-password-1' })).status).toBe(200);
      const rows = await db().select().from(returningMembers).innerJoin(deletedMemberEvidence, eq(deletedMemberEvidence.id, returningMembers.evidenceId))
        .where(eq(deletedMemberEvidence.formerProfileId, man.id));
      return rows.length > 0;
    };
    expect(await flagged(rotating, await reportedThenDeleted())).toBe(true);
    // The evidence keeps only an HMAC of the address: without the old secret nothing can match it (docs/OPERATIONS.md).
    expect(await flagged(after, await reportedThenDeleted())).toBe(false);
  });

  it("keeps a guardian's stop link working, and moves it to the new secret once the old one is gone", async () => {
    const member = await memberThroughApi(before);
    const email = uniqueEmail('guardian');
    const invited = await call<GuardianView>(before, 'POST', '/api/guardians', { name: 'Abdullah', relation: 'father', email }, { token: member.token });
    await deliverQueued(before);
    expect((await call(before, 'POST', '/api/guardians/accept', { token: lastMailedToken(email, 'token') })).status).toBe(200);
    const guardianRow = async () => (await db().select().from(guardians).where(eq(guardians.id, invited.body.id)))[0]!;
    const accepted = await guardianRow();
    const oldToken = stopToken(before.platform, accepted.id, accepted.acceptedAt!);

    // While the old secret is accepted, e-mails keep carrying the link the guardian already has.
    expect(await stopTokenForMail(rotating.platform, db(), { ...accepted, acceptedAt: accepted.acceptedAt! })).toBe(oldToken);
    expect((await guardianRow()).stopTokenHash).toBe(hashToken(oldToken));

    // Without it, the next e-mail carries a link of the new secret, and that one works.
    const newToken = await stopTokenForMail(after.platform, db(), { ...accepted, acceptedAt: accepted.acceptedAt! });
    expect(newToken).not.toBe(oldToken);
    expect((await guardianRow()).stopTokenHash).toBe(hashToken(newToken));
    expect((await call(after, 'POST', '/api/guardians/stop', { token: newToken })).status).toBe(200);
    expect((await guardianRow()).status).toBe('revoked');
  });
});
