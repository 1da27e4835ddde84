import crypto from 'node:crypto';
import type { AdminProfileDetails, AdminReport, AdminReportsResponse } from '@mithaq/contract/admin';
import { retention } from '@mithaq/contract/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredEvidence } from '../../src/features/evidence/service';
import { profiles } from '../../src/platform/db/schema/profiles';
import { auditLog, deletedMemberEvidence, returningMembers } from '../../src/platform/db/schema/safety';
import { blockedProfiles, profileReports } from '../../src/platform/db/schema/social';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { accessTokenNow, sendMessage, unlockedCouple } from '../support/matches';
import { wizardInput } from '../support/profiles';
import { adminSession, seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  // Its own database: the retention test purges every expired row.
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const deleteAccount = (token: string, password: string) => call(server, 'DELETE', '/api/account', { password }, { token });
const evidenceOf = (formerProfileId: string) =>
  db().select().from(deletedMemberEvidence).where(eq(deletedMemberEvidence.formerProfileId, formerProfileId));

async function queue(token: string): Promise<AdminReport[]> {
  return (await call<AdminReportsResponse>(server, 'GET', '/api/admin/reports?status=all&limit=100', undefined, { token })).body.reports;
}

/** She reports him after he wrote to her; then he deletes his account. */
async function reportedThenDeleted() {
  const { matchId, woman, man } = await unlockedCouple(server);
  await sendMessage(server, man.token, matchId, 'Send me your number');
  await sendMessage(server, woman.token, matchId, 'No, please stop');
  await sendMessage(server, man.token, matchId, 'You will regret this');
  expect((await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'Threatened me in chat' }, { token: woman.token })).status).toBe(200);
  expect((await deleteAccount(man.token, man.password)).status).toBe(200);
  return { matchId, woman, man };
}

describe('evidence survives the deletion of a reported account', () => {
  it('keeps the report, a snapshot of the messages and profile, and an HMAC of the e-mail', async () => {
    const { matchId, woman, man } = await reportedThenDeleted();
    const [report] = await db().select().from(profileReports).where(eq(profileReports.reporterId, woman.id));
    expect(report).toMatchObject({ reportedId: null, reason: 'Threatened me in chat' });
    const [evidence] = await evidenceOf(man.id);
    expect(report!.evidenceId).toBe(evidence!.id);
    expect(evidence!.reportedBy).toEqual([woman.id]);
    expect(evidence!.blockedBy).toEqual([woman.id]);
    expect(evidence!.profile).toMatchObject({ name: 'Yusuf', sex: 'male' });
    expect(evidence!.messages).toEqual([
      expect.objectContaining({ matchId, otherProfileId: woman.id, fromDeletedMember: true, content: 'Send me your number' }),
      expect.objectContaining({ fromDeletedMember: false, content: 'No, please stop' }),
      expect.objectContaining({ fromDeletedMember: true, content: 'You will regret this' }),
    ]);
    // An HMAC, not the address nor its plain SHA-256 (which anyone with a list of addresses could match).
    expect(evidence!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(evidence!.emailHash).not.toBe(crypto.createHash('sha256').update(man.email.toLowerCase()).digest('hex'));
    expect(JSON.stringify(evidence)).not.toContain(man.email);
    expect(evidence!.expiresAt.getTime() - evidence!.deletedAt.getTime()).toBe(retention.deletedMemberEvidenceMs);
  });

  it("the admin report queue still shows the report, naming the deleted member, with the snapshot", async () => {
    const { woman, man } = await reportedThenDeleted();
    const admin = await adminSession(server);
    const report = (await queue(admin.token)).find((r) => r.reporter.id === woman.id);
    expect(report).toMatchObject({ reported: { id: man.id, name: 'Yusuf', isActive: false }, reason: 'Threatened me in chat' });
    expect(report!.evidence?.messages.map((m) => m.content)).toEqual(['Send me your number', 'No, please stop', 'You will regret this']);
    const decided = await call<{ report: AdminReport }>(server, 'POST', `/api/admin/reports/${report!.id}/decision`, { decision: 'no_action', reason: 'The account is gone already' }, { token: admin.token });
    expect(decided.body.report).toMatchObject({ reported: { id: man.id, name: 'Yusuf' }, evidence: { formerProfileId: man.id } });
    // The evidence holds his birthday: each showing of it is in the audit log, as for a live member's.
    const views = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'evidence.viewed'), eq(auditLog.targetId, report!.evidence!.id)));
    expect(views.map((view) => [view.actorId, view.targetType])).toEqual([
      [admin.id, 'evidence'],
      [admin.id, 'evidence'],
    ]);
  });

  it('a blocked member who deletes leaves evidence too; one nobody reported or blocked leaves nothing', async () => {
    const blocked = await unlockedCouple(server);
    await call(server, 'POST', '/api/blocks', { profileId: blocked.man.id }, { token: blocked.woman.token });
    expect((await deleteAccount(blocked.man.token, blocked.man.password)).status).toBe(200);
    expect((await evidenceOf(blocked.man.id)).map((e) => e.blockedBy)).toEqual([[blocked.woman.id]]);

    const clean = await unlockedCouple(server);
    expect((await deleteAccount(clean.man.token, clean.man.password)).status).toBe(200);
    expect(await evidenceOf(clean.man.id)).toHaveLength(0);
  });

  it('a new sign-up with the same address (any case) is flagged to moderators with the old evidence', async () => {
    const { man } = await reportedThenDeleted();
    const signedUp = await call<{ user?: { id: string } }>(server, 'POST', '/api/auth/sign-up', { email: man.email.toUpperCase(), password: 'a-new-long-password-1' });
    expect(signedUp.status).toBe(200);
    const [flag] = await db().select().from(returningMembers).innerJoin(deletedMemberEvidence, eq(deletedMemberEvidence.id, returningMembers.evidenceId))
      .where(eq(deletedMemberEvidence.formerProfileId, man.id));
    expect(flag).toBeDefined();
    const newId = flag!.returning_members.userId;
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.targetId, newId), eq(auditLog.action, 'member.returned')));
    expect(entry).toMatchObject({ actorId: null, targetType: 'user', details: { formerProfileIds: [man.id] } });

    // Once the new account has a profile, the member's admin view shows where it came from.
    await db().insert(profiles).values({
      id: newId, name: 'Yahya', sex: 'male', country: 'GB', city: 'London', birthday: '1990-01-01', aboutMe: 'New here', nationality: ['GB'],
    });
    const admin = await adminSession(server);
    const details = await call<{ profile: AdminProfileDetails }>(server, 'GET', `/api/admin/profiles/${newId}`, undefined, { token: admin.token });
    expect(details.body.profile.returnedAfterDeletion).toEqual([
      expect.objectContaining({ formerProfileId: man.id, profile: expect.objectContaining({ name: 'Yusuf' }) }),
    ]);

    // A fresh address is not flagged.
    const other = await createProfile(db(), { name: 'Fresh', sex: 'male' });
    const otherDetails = await call<{ profile: AdminProfileDetails }>(server, 'GET', `/api/admin/profiles/${other.id}`, undefined, { token: admin.token });
    expect(otherDetails.body.profile.returnedAfterDeletion).toEqual([]);
  });

  it('whoever blocked or reported the deleted account blocks the new profile of the same address too', async () => {
    const { woman, man } = await reportedThenDeleted();
    await call(server, 'POST', '/api/auth/sign-up', { email: man.email, password: 'a-new-long-password-2' });
    const [flag] = await db().select({ userId: returningMembers.userId }).from(returningMembers)
      .innerJoin(deletedMemberEvidence, eq(deletedMemberEvidence.id, returningMembers.evidenceId))
      .where(eq(deletedMemberEvidence.formerProfileId, man.id));
    const token = await accessTokenNow(server, { id: flag!.userId, email: man.email });
    expect((await call(server, 'POST', '/api/profiles', wizardInput({ name: 'Yunus', sex: 'male' }), { token })).status).toBe(201);
    const blocks = await db().select().from(blockedProfiles).where(eq(blockedProfiles.blockedId, flag!.userId));
    expect(blocks.map((b) => b.blockerId)).toEqual([woman.id]);
    // Shown to him or not, she is out of his reach: the block refuses the like.
    await seenInDeck(db(), flag!.userId, woman.id);
    expect((await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token })).status).toBe(404);
  });

  it('is purged with its reports once the retention has passed, and not before', async () => {
    const { woman, man } = await reportedThenDeleted();
    server.clock.advance(retention.deletedMemberEvidenceMs - 60_000);
    await purgeExpiredEvidence(server.platform);
    expect(await evidenceOf(man.id)).toHaveLength(1);
    server.clock.advance(120_000);
    expect(await purgeExpiredEvidence(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await evidenceOf(man.id)).toHaveLength(0);
    expect(await db().select().from(profileReports).where(eq(profileReports.reporterId, woman.id))).toHaveLength(0);
  });
});

describe('the reports a member made outlive their account', () => {
  /** He wrote to her, she reported him; then she deletes her account. */
  async function reporterLeaves() {
    const { matchId, woman, man } = await unlockedCouple(server);
    await sendMessage(server, man.token, matchId, 'Tell me where you live');
    expect((await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'Kept asking for my address' }, { token: woman.token })).status).toBe(200);
    expect((await deleteAccount(woman.token, woman.password)).status).toBe(200);
    const [report] = await db().select().from(profileReports).where(eq(profileReports.reportedId, man.id));
    return { woman, man, report };
  }

  it('keeps her report about him for the moderators, from "Former member", with nothing of hers left', async () => {
    const { woman, man, report } = await reporterLeaves();
    expect(report).toMatchObject({ reporterId: null, reporterLeftAt: server.clock.now(), reason: 'Kept asking for my address', handledAt: null });
    expect(await db().select().from(profiles).where(eq(profiles.id, woman.id))).toEqual([]);
    const admin = await adminSession(server);
    const shown = (await queue(admin.token)).find((r) => r.id === report!.id);
    expect(shown).toMatchObject({ reporter: { id: null, name: '' }, reported: { id: man.id, name: 'Yusuf', isActive: true }, reason: 'Kept asking for my address' });
    expect(JSON.stringify(shown)).not.toContain(woman.id);
  });

  it('still counts when he deletes his account later: his evidence is kept and the report points at it', async () => {
    const { man, report } = await reporterLeaves();
    expect((await deleteAccount(man.token, man.password)).status).toBe(200);
    const [evidence] = await evidenceOf(man.id);
    expect(evidence).toMatchObject({ reportedBy: [], blockedBy: [], profile: expect.objectContaining({ name: 'Yusuf' }) });
    const [kept] = await db().select().from(profileReports).where(eq(profileReports.id, report!.id));
    expect(kept).toMatchObject({ reporterId: null, reportedId: null, evidenceId: evidence!.id });
    const admin = await adminSession(server);
    expect((await queue(admin.token)).find((r) => r.id === report!.id)).toMatchObject({ reporter: { id: null }, reported: { id: man.id, name: 'Yusuf' } });
  });

  it('is purged once the evidence period has passed since she left, and not before', async () => {
    const { report } = await reporterLeaves();
    const stillThere = async () => (await db().select().from(profileReports).where(eq(profileReports.id, report!.id))).length === 1;
    server.clock.advance(retention.deletedMemberEvidenceMs - 60_000);
    await purgeExpiredEvidence(server.platform);
    expect(await stillThere()).toBe(true);
    server.clock.advance(120_000);
    expect(await purgeExpiredEvidence(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await stillThere()).toBe(false);
  });
});
