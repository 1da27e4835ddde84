import { GUARDIAN_INVITES_PER_ADDRESS_PER_DAY, GUARDIAN_INVITES_PER_MEMBER_PER_DAY, type GuardianView } from '@mithaq/contract/guardians';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardians } from '../../src/platform/db/schema/safety';
import { call, signIn } from '../support/client';
import { createProfile, uniqueEmail } from '../support/factories';
import { lastMailedToken, listUnsubscribePath, mailsTo } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';
import { deliverQueued } from '../support/outbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

async function member(name = 'Maryam') {
  const profile = await createProfile(server.platform.database.db, { name });
  const { token } = await signIn(server, profile.email, profile.password);
  return { ...profile, token };
}

type Member = Awaited<ReturnType<typeof member>>;

async function invite(who: Member, email = uniqueEmail('guardian'), relation = 'father') {
  const result = await call<GuardianView & { error?: { message: string; key?: string } }>(
    server, 'POST', '/api/guardians', { name: '  Abdullah ', relation, email }, { token: who.token },
  );
  await deliverQueued(server);
  return { ...result, email };
}

const list = async (who: Member) => (await call<{ guardians: GuardianView[] }>(server, 'GET', '/api/guardians', undefined, { token: who.token })).body.guardians;
const accept = (token: string) => call<{ memberName: string; error?: { message: string; key?: string } }>(server, 'POST', '/api/guardians/accept', { token });

describe('inviting a guardian', () => {
  it('mails a single-use link and lists the guardian as invited', async () => {
    const maryam = await member();
    const sent = await invite(maryam);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ name: 'Abdullah', relation: 'father', email: sent.email, status: 'invited', inviteExpired: false, acceptedAt: null });
    const mail = mailsTo(sent.email).at(-1)!;
    expect(mail.subject).toBe('You are invited to be a guardian on Mithaq');
    expect(mail.text).toContain('/guardian/accept?token=');
    // Only the hash is stored.
    const [row] = await server.platform.database.db.select().from(guardians).where(eq(guardians.id, sent.body.id));
    expect(row!.inviteTokenHash).not.toBe(lastMailedToken(sent.email, 'token'));
    expect(await list(maryam)).toEqual([sent.body]);
  });

  it('allows at most 2 invited or active guardians, never the same address twice, never the own address', async () => {
    const maryam = await member();
    const first = await invite(maryam);
    expect((await invite(maryam, first.email.toUpperCase())).body.error).toMatchObject({ key: 'guardians.alreadyInvited' });
    expect((await invite(maryam, maryam.email)).body.error).toMatchObject({ key: 'guardians.ownAddress' });
    expect((await invite(maryam)).status).toBe(200);
    const third = await invite(maryam);
    expect(third.status).toBe(400);
    expect(third.body.error).toMatchObject({ key: 'guardians.tooMany', message: 'You can have at most 2 guardians. Remove one to invite another.' });
    // Revoking one makes room, and the same address may be invited again.
    expect((await call(server, 'DELETE', `/api/guardians/${first.body.id}`, undefined, { token: maryam.token })).status).toBe(200);
    expect((await invite(maryam, first.email)).status).toBe(200);
  });

  it('refuses a bad name or relation with the registry message', async () => {
    const maryam = await member();
    const blank = await call<{ error: { key: string } }>(server, 'POST', '/api/guardians', { name: '  ', relation: 'father', email: uniqueEmail() }, { token: maryam.token });
    expect(blank.body.error.key).toBe('guardians.nameLength');
    const relation = await call<{ error: { key: string } }>(server, 'POST', '/api/guardians', { name: 'A', relation: 'cousin', email: uniqueEmail() }, { token: maryam.token });
    expect(relation.body.error.key).toBe('guardians.relationInvalid');
  });

  it('rate-limits invitations per member and per address', async () => {
    const maryam = await member();
    for (let i = 0; i < GUARDIAN_INVITES_PER_MEMBER_PER_DAY; i += 1) {
      const sent = await invite(maryam);
      expect(sent.status).toBe(200);
      await call(server, 'DELETE', `/api/guardians/${sent.body.id}`, undefined, { token: maryam.token });
    }
    const over = await invite(maryam);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({ key: 'guardians.invitesPerDay' });
    expect(mailsTo(over.email)).toHaveLength(0);
    expect(await list(maryam)).toHaveLength(GUARDIAN_INVITES_PER_MEMBER_PER_DAY);

    const address = uniqueEmail('popular');
    for (let i = 0; i < GUARDIAN_INVITES_PER_ADDRESS_PER_DAY; i += 1) expect((await invite(await member(), address)).status).toBe(200);
    const tooMany = await invite(await member(), address);
    expect(tooMany.body.error).toMatchObject({ key: 'guardians.addressPerDay' });
    expect(mailsTo(address)).toHaveLength(GUARDIAN_INVITES_PER_ADDRESS_PER_DAY);
  });

  it("answers 404 for another member's guardian", async () => {
    const sent = await invite(await member());
    const other = await member();
    expect((await call(server, 'DELETE', `/api/guardians/${sent.body.id}`, undefined, { token: other.token })).status).toBe(404);
    expect((await call(server, 'POST', `/api/guardians/${sent.body.id}/resend`, undefined, { token: other.token })).status).toBe(404);
  });
});

describe('accepting', () => {
  it("shows whose invitation it is, accepts once, and a second use fails", async () => {
    const maryam = await member();
    const sent = await invite(maryam);
    const token = lastMailedToken(sent.email, 'token')!;
    const info = await call(server, 'GET', `/api/guardians/invite?token=${encodeURIComponent(token)}`);
    expect(info.body).toEqual({ memberName: 'Maryam', guardianName: 'Abdullah' });
    const first = await accept(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ memberName: 'Maryam' });
    const [guardian] = await list(maryam);
    expect(guardian).toMatchObject({ status: 'active' });
    expect(guardian!.acceptedAt).toBe(server.clock.now().toISOString());
    const again = await accept(token);
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({ message: 'This invitation link is invalid or has already been used.' });
  });

  it('refuses an expired link, and a re-sent link works (the old one no longer)', async () => {
    const maryam = await member();
    const sent = await invite(maryam);
    const old = lastMailedToken(sent.email, 'token')!;
    server.clock.advance(7 * DAY + 1000);
    const expired = await accept(old);
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({ key: 'guardians.inviteExpired', message: expect.stringContaining('Ask Maryam') });
    const token = (await signIn(server, maryam.email, maryam.password)).token;
    expect((await list({ ...maryam, token }))[0]).toMatchObject({ status: 'invited', inviteExpired: true });
    const resent = await call<GuardianView>(server, 'POST', `/api/guardians/${sent.body.id}/resend`, undefined, { token });
    expect(resent.body).toMatchObject({ status: 'invited', inviteExpired: false });
    await deliverQueued(server);
    const fresh = lastMailedToken(sent.email, 'token')!;
    expect(fresh).not.toBe(old);
    expect((await accept(old)).status).toBe(404);
    expect((await accept(fresh)).status).toBe(200);
  });

  it('a revoked invitation link stops working', async () => {
    const maryam = await member();
    const sent = await invite(maryam);
    await call(server, 'DELETE', `/api/guardians/${sent.body.id}`, undefined, { token: maryam.token });
    expect((await accept(lastMailedToken(sent.email, 'token')!)).status).toBe(404);
    expect((await list(maryam))[0]).toMatchObject({ status: 'revoked', endedBy: 'member' });
  });
});

describe('a guardian whose address asked never to be e-mailed (issue 26)', () => {
  const oneClick = (path: string) => server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

  it('is listed as not accepting e-mails, the other guardian not; taken back, as before', async () => {
    const maryam = await member();
    const father = await invite(maryam);
    const brother = await invite(maryam, uniqueEmail('guardian'), 'brother');
    expect((await accept(lastMailedToken(father.email, 'token')!)).status).toBe(200);
    expect(father.body.refusesEmail).toBe(false);
    const path = listUnsubscribePath(mailsTo(father.email).at(-1)!)!;
    expect((await oneClick(path)).status).toBe(200);

    const listed = await list(maryam);
    expect(listed.find((g) => g.id === father.body.id)).toMatchObject({ status: 'active', refusesEmail: true });
    expect(listed.find((g) => g.id === brother.body.id)).toMatchObject({ status: 'invited', refusesEmail: false });
    // The member removes that guardian as usual.
    const removed = await call<GuardianView>(server, 'DELETE', `/api/guardians/${father.body.id}`, undefined, { token: maryam.token });
    expect(removed.body).toMatchObject({ status: 'revoked', refusesEmail: false });

    // An invitation already refused for that reason keeps its message.
    const again = await invite(maryam, father.email);
    expect(again.body.error).toMatchObject({ key: 'guardians.addressSuppressed', message: 'This address has asked not to receive e-mails from Mithaq.' });
    const undone = await server.fetch(path.replace('/api/never-email?', '/api/never-email/undo?'), { method: 'POST' });
    expect(undone.status).toBe(200);
    expect((await invite(maryam, father.email)).status).toBe(200);
    expect((await list(maryam)).filter((g) => g.status !== 'revoked').map((g) => g.refusesEmail)).toEqual([false, false]);
  });
});
