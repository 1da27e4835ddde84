import crypto from 'node:crypto';
import type { AdminAuditResponse, AdminReport, AdminReportsResponse } from '@mithaq/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { sendMessage, unlockedCouple } from '../support/matches';
import { seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { asAdminOf, auditOf, signedInAdmin, type SignedInAdmin } from './support';

let server: TestServer;
let admin: SignedInAdmin;
beforeAll(async () => {
  // The queue's open count is global: other files reporting at the same time would move it.
  server = await startTestServer({ isolatedDatabase: true });
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const asAdmin = <T>(method: string, path: string, body?: unknown) => asAdminOf(server, admin)<T>(method, path, body);

/** A member reports another through the app, as in Discover. */
async function reported(reason = 'Asked for money twice') {
  const reporter = await createProfile(db(), { sex: 'male', name: 'Reporter' });
  const target = await createProfile(db(), { sex: 'female', name: 'Target' });
  const { token } = await signIn(server, reporter.email, reporter.password);
  await seenInDeck(db(), reporter.id, target.id);
  const result = await call(server, 'POST', '/api/reports', { profileId: target.id, reason }, { token });
  expect(result.status).toBe(200);
  return { reporter, target };
}

/** Every page of the queue, so other tests' reports cannot hide this one. */
async function wholeQueue(status: 'open' | 'all') {
  const reports: AdminReport[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: { body: AdminReportsResponse } = await asAdmin<AdminReportsResponse>('GET', `/api/admin/reports?status=${status}&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    reports.push(...page.body.reports);
    cursor = page.body.nextCursor;
  }
  return reports;
}

describe('the report queue', () => {
  it('lists an open report with reporter, reported, reason and time', async () => {
    const { reporter, target } = await reported('Rude and insulting words');
    const report = (await wholeQueue('open')).find((r) => r.reported.id === target.id);
    expect(report).toMatchObject({
      reporter: { id: reporter.id, name: 'Reporter' },
      reported: { id: target.id, name: 'Target', isActive: true },
      reason: 'Rude and insulting words',
      handledAt: null,
      handledBy: null,
    });
    expect(Date.parse(report!.createdAt)).not.toBeNaN();
  });

  it('cannot be closed without a decision: there is no "handled" mark, and the report stays open', async () => {
    const { target } = await reported();
    const report = (await wholeQueue('open')).find((r) => r.reported.id === target.id)!;
    const marked = await asAdmin('POST', `/api/admin/reports/${report.id}/handled`);
    expect(marked.status).toBe(404);
    expect((await wholeQueue('open')).map((r) => r.id)).toContain(report.id);
    expect(await auditOf(server, report.id, 'report.handled')).toHaveLength(0);
  });

  it('closes a report by a decision ("no action" with a reason), then keeps it out of the open queue but in the full list', async () => {
    const { target } = await reported();
    const before = await asAdmin<AdminReportsResponse>('GET', '/api/admin/reports');
    const report = (await wholeQueue('open')).find((r) => r.reported.id === target.id)!;
    const decided = await asAdmin<{ report: AdminReport }>('POST', `/api/admin/reports/${report.id}/decision`, { decision: 'no_action', reason: 'Nothing against the rules' });
    expect(decided.status).toBe(200);
    expect(decided.body.report).toMatchObject({ id: report.id, handledBy: admin.email, decision: 'no_action', decisionReason: 'Nothing against the rules' });
    expect((await wholeQueue('open')).map((r) => r.id)).not.toContain(report.id);
    expect((await wholeQueue('all')).map((r) => r.id)).toContain(report.id);
    const after = await asAdmin<AdminReportsResponse>('GET', '/api/admin/reports');
    expect(after.body.open).toBeLessThanOrEqual(before.body.open - 1);
  });

  it('answers an unknown report with 404', async () => {
    const result = await asAdmin<{ error: { message: string } }>('POST', `/api/admin/reports/${crypto.randomUUID()}/decision`, { decision: 'no_action', reason: 'Nothing against the rules' });
    expect(result.status).toBe(404);
    expect(result.body.error.message).toBe('Report not found');
  });

  it("audits each showing of a report's kept chat (both members' words), once per report; a profile report's is not", async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await sendMessage(server, man.token, matchId, 'Send me money for the ticket');
    await sendMessage(server, woman.token, matchId, 'No, I will not');
    expect((await call(server, 'POST', '/api/reports', { profileId: man.id, category: 'money', context: 'chat', matchId }, { token: woman.token })).status).toBe(200);
    const { target } = await reported();
    const page = async () => (await asAdmin<AdminReportsResponse>('GET', '/api/admin/reports?status=all&limit=100')).body.reports;
    const first = await page();
    const chatReport = first.find((r) => r.reported.id === man.id)!;
    const profileReport = first.find((r) => r.reported.id === target.id)!;
    expect(chatReport.snapshot?.kind).toBe('chat');
    const views = () => auditOf(server, chatReport.id, 'report_snapshot.viewed');
    expect((await views()).map((view) => [view.actorId, view.targetType])).toEqual([[admin.id, 'report']]);
    await page();
    expect(await views()).toHaveLength(2);
    expect(await auditOf(server, profileReport.id, 'report_snapshot.viewed')).toHaveLength(0);
    // The audit log names it for the dashboard.
    const log = await asAdmin<AdminAuditResponse>('GET', '/api/admin/audit?limit=100');
    expect(log.body.entries.find((e) => e.targetId === chatReport.id)).toMatchObject({ action: 'report_snapshot.viewed', targetType: 'report', actor: admin.email });
  });
});

describe('the audit log', () => {
  it('shows recent admin actions, newest first, with the admin who did them', async () => {
    const member = await createProfile(db());
    server.clock.advance(60_000);
    await asAdmin('POST', `/api/admin/profiles/${member.id}/tokens`, { amount: 3, reason: 'Welcome back' });
    const page = await asAdmin<AdminAuditResponse>('GET', '/api/admin/audit?limit=100');
    expect(page.status).toBe(200);
    const entry = page.body.entries.find((e) => e.targetId === member.id);
    expect(entry).toMatchObject({ actor: admin.email, action: 'tokens.adjusted', targetType: 'profile', details: { amount: 3, reason: 'Welcome back' } });
    const times = page.body.entries.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
