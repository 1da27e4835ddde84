import crypto from 'node:crypto';
import type { AdminReport, AdminReportsResponse } from '@mithaq/contract/admin';
import type { AdminAppeal, MyReport } from '@mithaq/contract/reports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/platform/db/schema/auth';
import { matches, messages } from '../../src/platform/db/schema/matches';
import { notifications } from '../../src/platform/db/schema/notifications';
import { profiles } from '../../src/platform/db/schema/profiles';
import { profileReports, suspensionAppeals } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile, type TestProfile } from '../support/factories';
import { sendMessage, unlockedCouple } from '../support/matches';
import { seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { asAdminOf, auditOf, signedInAdmin, type SignedInAdmin } from './support';
import { englishOfRow } from '../support/notifications';

let server: TestServer;
let admin: SignedInAdmin;
beforeAll(async () => {
  // The risk order is over the whole open queue: no other file's reports in it.
  server = await startTestServer({ isolatedDatabase: true });
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const asAdmin = <T>(method: string, path: string, body?: unknown) => asAdminOf(server, admin)<T>(method, path, body);
/** Without the step-up confirmation asAdmin adds. */
const unconfirmed = <T>(method: string, path: string, body?: unknown) => call<T>(server, method, path, body, { token: admin.token });
type Answer = { report: AdminReport; error?: { message: string } };

async function reportOf(reportedId: string) {
  const [row] = await db().select({ id: profileReports.id }).from(profileReports).where(eq(profileReports.reportedId, reportedId));
  return row!.id;
}

/** A member reports another from a profile; answers both and the report's id. */
async function reported(target?: TestProfile, category = 'harassment') {
  const reporter = await createProfile(db(), { sex: 'male', name: 'Reporter' });
  const reportedMember = target ?? (await createProfile(db(), { sex: 'female', name: 'Target' }));
  await seenInDeck(db(), reporter.id, reportedMember.id);
  const { token } = await signIn(server, reporter.email, reporter.password);
  expect((await call(server, 'POST', '/api/reports', { profileId: reportedMember.id, category }, { token })).status).toBe(200);
  const [row] = await db()
    .select({ id: profileReports.id })
    .from(profileReports)
    .where(and(eq(profileReports.reportedId, reportedMember.id), eq(profileReports.reporterId, reporter.id)));
  return { reporter: { ...reporter, token }, target: reportedMember, reportId: row!.id };
}

const notificationsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId));
const decide = (reportId: string, body: Record<string, unknown>) => asAdmin<Answer>('POST', `/api/admin/reports/${reportId}/decision`, body);

describe('a warning', () => {
  it('notifies the member with the reason, marks the report handled with it, audits it, and tells the reporter it was handled', async () => {
    const { reporter, target, reportId } = await reported();
    const answer = await decide(reportId, { decision: 'warning', reason: 'Please be respectful to members' });
    expect(answer.status).toBe(200);
    expect(answer.body.report).toMatchObject({ decision: 'warning', decisionReason: 'Please be respectful to members', handledBy: admin.email });
    expect((await notificationsOf(target.id)).map((n) => [n.type, englishOfRow(n)])).toEqual([
      ['moderation', 'A moderator has warned you: Please be respectful to members'],
    ]);
    // Without his name: the push shows on a lock screen (My reports says which report it was).
    const told = await notificationsOf(reporter.id);
    expect(told.map((n) => [n.messageKey, n.messageParams, n.content])).toEqual([['reports.reportHandled', {}, null]]);
    // The reporter sees "handled", never the decision.
    const mine = (await call<{ reports: MyReport[] }>(server, 'GET', '/api/reports', undefined, { token: reporter.token })).body.reports;
    expect(mine).toEqual([expect.objectContaining({ name: 'Target', status: 'handled' })]);
    expect(JSON.stringify(mine)).not.toMatch(/warning|respectful/);
    expect((await auditOf(server, reportId, 'report.decided'))[0]?.details).toMatchObject({ decision: 'warning', closed: [reportId] });
  });

  it('a second decision is a 409 with a clear message and changes nothing', async () => {
    const { reportId } = await reported();
    await decide(reportId, { decision: 'no_action', reason: 'Nothing against the rules' });
    const again = await decide(reportId, { decision: 'warning', reason: 'Changed my mind here' });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('This report already has a decision.');
    const [row] = await db().select().from(profileReports).where(eq(profileReports.id, reportId));
    expect(row).toMatchObject({ decision: 'no_action', decisionReason: 'Nothing against the rules' });
  });

  it('a decided report answers 409 before the code is asked for: no code is spent on it', async () => {
    const { reportId } = await reported();
    await decide(reportId, { decision: 'no_action', reason: 'Nothing against the rules' });
    const withoutCode = await unconfirmed<Answer>('POST', `/api/admin/reports/${reportId}/decision`, { decision: 'ban', reason: 'Asked several members for money' });
    expect(withoutCode.status).toBe(409);
    expect(withoutCode.body.error?.message).toBe('This report already has a decision.');
    expect((await unconfirmed<Answer>('POST', `/api/admin/reports/${crypto.randomUUID()}/decision`, { decision: 'ban', reason: 'Asked several members for money' })).status).toBe(404);
  });

  it('refuses a missing or too short reason with the contract message', async () => {
    const { reportId } = await reported();
    const answer = await decide(reportId, { decision: 'warning', reason: 'short' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('The reason must be between 10 and 500 characters');
    expect((await decide(crypto.randomUUID(), { decision: 'warning', reason: 'Long enough reason' })).status).toBe(404);
  });
});

describe('a report about a member who deleted the account', () => {
  it('takes only "no action", and the reporter hears it was handled', async () => {
    const { reporter, target, reportId } = await reported();
    const { token } = await signIn(server, target.email, target.password);
    expect((await call(server, 'DELETE', '/api/account', { password: target.password }, { token })).status).toBe(200);
    expect((await decide(reportId, { decision: 'warning', reason: 'Please be respectful to members' })).status).toBe(404);
    expect((await decide(reportId, { decision: 'no_action', reason: 'The account is gone already' })).status).toBe(200);
    expect((await notificationsOf(reporter.id)).map(englishOfRow)).toEqual(['Your report was handled. Thank you for keeping Mithaq safe.']);
  });
});

describe('suspension and ban', () => {
  it('need the step-up: without it or with a wrong code nothing changes', async () => {
    const { target, reportId } = await reported();
    for (const confirm of [undefined, 'not-a-code']) {
      const refused = await unconfirmed<Answer>('POST', `/api/admin/reports/${reportId}/decision`, { decision: 'ban', reason: 'Asked several members for money', confirm });
      expect(refused.status).toBe(403);
    }
    const [row] = await db().select().from(profiles).where(eq(profiles.id, target.id));
    expect(row).toMatchObject({ isActive: true, suspendedAt: null, suspensionReason: null });
    expect((await db().select().from(profileReports).where(eq(profileReports.id, reportId)))[0]?.handledAt).toBeNull();
  });

  it("suspend as the status switch does (sessions revoked, matches ended) and keep the reason", async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    expect((await call(server, 'POST', '/api/reports', { profileId: man.id, category: 'money', context: 'chat', matchId }, { token: woman.token })).status).toBe(200);
    const reportId = await reportOf(man.id);
    const answer = await decide(reportId, { decision: 'suspension', reason: 'Asked a member for money' });
    expect(answer.status).toBe(200);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, man.id));
    expect(row).toMatchObject({ isActive: false, suspensionKind: 'suspension', suspensionReason: 'Asked a member for money' });
    expect(row!.suspendedAt).not.toBeNull();
    const live = await db().select().from(authSessions).where(and(eq(authSessions.userId, man.id)));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await db().select().from(matches).where(eq(matches.id, matchId)))[0]?.unmatchedAt).not.toBeNull();
  });

  it('"apply to all" closes every open report about the member, and each reporter hears it was handled', async () => {
    const first = await reported();
    const second = await reported(first.target);
    const answer = await decide(first.reportId, { decision: 'ban', reason: 'Fake profile, several reports', applyToAll: true });
    expect(answer.status).toBe(200);
    const rows = await db().select().from(profileReports).where(eq(profileReports.reportedId, first.target.id));
    expect(rows.map((r) => r.decision)).toEqual(['ban', 'ban']);
    expect((await notificationsOf(second.reporter.id)).map((n) => n.type)).toEqual(['moderation']);
  });
});

describe('a suspended member signing in', () => {
  async function suspended() {
    const { target, reportId } = await reported();
    expect((await decide(reportId, { decision: 'suspension', reason: 'Harassed two members' })).status).toBe(200);
    return target;
  }
  const signInAs = (email: string, password: string) => call<{ error?: { message: string; code: string } }>(server, 'POST', '/api/auth/sign-in', { email, password });
  const appeal = (email: string, password: string, text: string) => call<{ error?: { message: string } }>(server, 'POST', '/api/auth/appeals', { email, password, text });

  it('sees the reason only with the right password; a wrong one answers exactly as for anyone', async () => {
    const target = await suspended();
    const right = await signInAs(target.email, target.password);
    expect(right.status).toBe(403);
    expect(right.body.error?.message).toBe('Your account is suspended: Harassed two members');
    const wrong = await signInAs(target.email, 'not-the-password');
    const stranger = await signInAs(`nobody-${crypto.randomUUID()}@example.com`, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(stranger.body);
    expect((await appeal(target.email, 'not-the-password', 'I did nothing wrong, please look again')).body).toEqual(stranger.body);
  });

  it('appeals once; the appeal reaches the queue, and upholding it shows the reply at the next sign-in', async () => {
    const target = await suspended();
    const text = 'I did nothing wrong, please look again';
    expect((await appeal(target.email, target.password, 'too short')).status).toBe(400);
    expect((await appeal(target.email, target.password, text)).status).toBe(200);
    const second = await appeal(target.email, target.password, text);
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe('You have already appealed.');
    expect((await signInAs(target.email, target.password)).body.error?.message).toBe(
      'Your account is suspended: Harassed two members. Your appeal is waiting for a moderator.',
    );
    const queue = (await asAdmin<{ appeals: AdminAppeal[] }>('GET', '/api/admin/appeals')).body.appeals;
    const item = queue.find((a) => a.member.id === target.id);
    expect(item).toMatchObject({ text, kind: 'suspension', suspensionReason: 'Harassed two members' });
    // Upholding changes nothing for the member: no step-up.
    expect((await unconfirmed('POST', `/api/admin/appeals/${item!.id}/decision`, { decision: 'uphold', reply: 'The messages break our rules' })).status).toBe(200);
    expect((await asAdmin('POST', `/api/admin/appeals/${item!.id}/decision`, { decision: 'lift', reply: 'The messages break our rules' })).status).toBe(409);
    expect((await signInAs(target.email, target.password)).body.error?.message).toBe(
      'Your account is suspended: Harassed two members. Your appeal was reviewed: The messages break our rules',
    );
    expect((await auditOf(server, item!.id, 'appeal.decided'))).toHaveLength(1);
  });

  it('lifting the suspension on appeal needs the step-up as imposing it did; then the member signs in again', async () => {
    const target = await suspended();
    await appeal(target.email, target.password, 'I did nothing wrong, please look again');
    const item = (await asAdmin<{ appeals: AdminAppeal[] }>('GET', '/api/admin/appeals')).body.appeals.find((a) => a.member.id === target.id);
    const path = `/api/admin/appeals/${item!.id}/decision`;
    for (const confirm of [undefined, 'not-a-code']) {
      const refused = await unconfirmed<Answer>('POST', path, { decision: 'lift', reply: 'We looked again, sorry', confirm });
      expect(refused.status).toBe(403);
    }
    expect((await signInAs(target.email, target.password)).status).toBe(403);
    expect((await db().select().from(suspensionAppeals).where(eq(suspensionAppeals.id, item!.id)))[0]?.outcome).toBeNull();
    expect((await asAdmin('POST', path, { decision: 'lift', reply: 'We looked again, sorry' })).status).toBe(200);
    expect((await signInAs(target.email, target.password)).status).toBe(200);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, target.id));
    expect(row).toMatchObject({ isActive: true, suspendedAt: null, suspensionReason: null });
  });

  it('an appeal leaves the queue when the suspension is lifted from the status switch', async () => {
    const target = await suspended();
    await appeal(target.email, target.password, 'I did nothing wrong, please look again');
    const waiting = async () => (await asAdmin<{ appeals: AdminAppeal[] }>('GET', '/api/admin/appeals')).body.appeals.some((a) => a.member.id === target.id);
    expect(await waiting()).toBe(true);
    expect((await asAdmin('PUT', `/api/admin/profiles/${target.id}/active`, { isActive: true })).status).toBe(200);
    expect(await waiting()).toBe(false);
    const [stale] = await db().select().from(suspensionAppeals).where(eq(suspensionAppeals.profileId, target.id));
    expect((await asAdmin('POST', `/api/admin/appeals/${stale!.id}/decision`, { decision: 'uphold', reply: 'The messages break our rules' })).status).toBe(404);
  });
});

describe('the risk-sorted queue', () => {
  it('puts the member with money flags, several reporters and a new account first, with the parts', async () => {
    await db().delete(profileReports);
    // Quiet: one report, an account a year old.
    const quiet = await reported(await createProfile(db(), { sex: 'female', name: 'Quiet', createdAt: new Date(server.clock.now().getTime() - 365 * 86_400_000) }));
    // Risky: two reporters, two money flags and one contact flag in the last 30 days (flags set here: the shield has its own tests), a new account.
    const { matchId, woman, man } = await unlockedCouple(server);
    const sent = [];
    for (const content of ['Send money please', 'Western Union me', 'We can talk tomorrow']) sent.push((await sendMessage(server, man.token, matchId, content)).body.message.id);
    await db().update(messages).set({ flags: ['money'] }).where(eq(messages.id, sent[0]!));
    await db().update(messages).set({ flags: ['money'] }).where(eq(messages.id, sent[1]!));
    await db().update(messages).set({ flags: ['contact'] }).where(eq(messages.id, sent[2]!));
    await call(server, 'POST', '/api/reports', { profileId: man.id, category: 'money', context: 'chat', matchId }, { token: woman.token });
    await reported(man);
    const page = (await asAdmin<AdminReportsResponse>('GET', '/api/admin/reports?status=open&limit=2')).body;
    expect(page.reports.map((r) => r.reported.id)).toEqual([man.id, man.id]);
    expect(page.reports[0]!.risk).toMatchObject({ moneyFlags: 2, contactFlags: 1, reporters: 2, warnings: 0, accountAgeDays: 0 });
    expect(page.reports[0]!.risk.score).toBeGreaterThan(0);
    const next = (await asAdmin<AdminReportsResponse>('GET', `/api/admin/reports?status=open&limit=2&cursor=${page.nextCursor}`)).body;
    expect(next.reports.map((r) => r.id)).toEqual([quiet.reportId]);
    expect(next.reports[0]!.risk).toMatchObject({ moneyFlags: 0, reporters: 1, accountAgeDays: 365 });
    // The chat report quotes his messages with their flags.
    const chatReport = page.reports.find((r) => r.context === 'chat');
    expect(chatReport?.snapshot).toMatchObject({ kind: 'chat', messages: expect.arrayContaining([expect.objectContaining({ content: 'Send money please', flags: ['money'] })]) });
  });

  it('counts prior warnings', async () => {
    const first = await reported();
    await decide(first.reportId, { decision: 'warning', reason: 'Please be respectful to members' });
    await reported(first.target);
    const report = (await asAdmin<AdminReportsResponse>('GET', '/api/admin/reports?status=open&limit=100')).body.reports.find((r) => r.reported.id === first.target.id);
    expect(report?.risk.warnings).toBe(1);
  });
});
