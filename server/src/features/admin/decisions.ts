import { adminMessages, type AdminReport } from '@mithaq/contract/admin';
import { serverMessage } from '@mithaq/contract/messages';
import { reportMessages, steppedUpDecisions, type AdminAppeal, type AppealDecisionInput, type Decision } from '@mithaq/contract/reports';
import { profileMessages } from '@mithaq/contract/profiles';
import type { AuthContext } from '../../auth-context';
import { conflict, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { notify } from '../notifications/public';
import { findProfileRow } from '../profiles/public';
import { audit } from './audit-service';
import * as repo from './decisions-repo';
import { applyActive } from './moderation';
import { reportView } from './reports-service';
import { confirmAdmin } from './two-factor';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'keys' | 'rateLimiter' | 'cursors'>;

export interface DecisionInput {
  decision: Decision;
  reason: string;
  /** Close every open report about the same member with this decision. */
  applyToAll: boolean;
  confirm?: string | undefined;
}

/**
 * A moderator's decision on a report, in one transaction: suspension and ban ask again who is at
 * the keyboard and take the member off the app as the status switch does (sessions, matches),
 * with the reason they will read at sign-in; a warning reaches the member's bell with its reason.
 * The report (and, when asked, every open report about the member) is marked handled with the
 * decision, each reporter is told it was handled (never how), and the audit log records it.
 * A decided report answers 409 before the code is asked for, so no code is spent on it.
 */
export async function decide(deps: Deps, admin: AuthContext, reportId: string, input: DecisionInput): Promise<AdminReport> {
  return inTransaction(deps, async (tx) => {
    const report = await repo.lockReport(tx, reportId);
    if (!report) throw notFound(adminMessages.reportNotFound);
    if (report.handledAt) throw conflict(reportMessages.alreadyDecided);
    if (steppedUpDecisions.includes(input.decision)) await confirmAdmin(deps, tx, admin, input.confirm);
    const now = deps.clock.now();
    const others = input.applyToAll && report.reportedId ? await repo.lockOpenReportsAbout(tx, report.reportedId) : [];
    const ids = [...new Set([reportId, ...others])];
    const closed = await repo.recordDecision(tx, ids, { decision: input.decision, reason: input.reason, adminId: admin.userId, now });
    // A member who deleted the account can only be decided on as "no action" (nothing left to act on).
    if (report.reportedId) await applyToMember(deps, tx, admin, report.reportedId, input, now);
    else if (input.decision !== 'no_action') throw notFound(profileMessages.notFound);
    const view = await reportView(deps, tx, admin, reportId);
    await tellReporters(tx, closed, now);
    await audit(deps, tx, admin, 'report.decided', { type: 'report', id: reportId }, {
      reportedId: report.reportedId,
      decision: input.decision,
      reason: input.reason,
      closed: closed.map((row) => row.id),
    });
    return view;
  });
}

/** What the decision does to the reported member. */
async function applyToMember(deps: Deps, tx: Tx, admin: AuthContext, memberId: string, input: DecisionInput, now: Date) {
  if (input.decision === 'suspension' || input.decision === 'ban') {
    await applyActive(deps, tx, admin, memberId, false);
    await repo.setSuspensionReason(tx, memberId, input.decision, input.reason);
  } else if (input.decision === 'warning') {
    await notify(tx, { userId: memberId, type: 'moderation', senderId: null, message: serverMessage('reports.warning', { reason: input.reason }), now });
  }
}

/**
 * Each reporter (once, whatever number of their reports closed) learns it was handled, without
 * the reported member's name (the push shows on a lock screen); a reporter who left is not told.
 */
async function tellReporters(tx: Tx, closed: { reporterId: string | null }[], now: Date) {
  const reporters = new Set(closed.flatMap((row) => (row.reporterId ? [row.reporterId] : [])));
  for (const reporterId of reporters) {
    await notify(tx, { userId: reporterId, type: 'moderation', senderId: null, message: { key: 'reports.reportHandled' }, now });
  }
}

// ---- appeals ----------------------------------------------------------------------------------

export async function listAppeals(deps: Pick<Platform, 'database'>): Promise<AdminAppeal[]> {
  const rows = await repo.openAppeals(deps.database.db);
  return rows.map((row) => ({
    id: row.id,
    member: { id: row.memberId, name: row.name },
    kind: row.kind,
    suspensionReason: row.suspensionReason,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Lifting reactivates the member through the status switch's path and, as imposing the suspension
 * or ban did, asks for the step-up code (after the appeal is found open, so no code is spent on a
 * 404 or 409): a session left open cannot quietly undo a ban. Upholding keeps the suspension and
 * stores the reply the member reads at their next sign-in. Audited; a decided appeal answers 409.
 */
export async function decideAppeal(deps: Deps, admin: AuthContext, appealId: string, input: AppealDecisionInput) {
  const { decision, reply } = input;
  await inTransaction(deps, async (tx) => {
    const appeal = await repo.lockAppeal(tx, appealId);
    if (!appeal) throw notFound(reportMessages.appealNotFound);
    if (appeal.outcome) throw conflict(reportMessages.appealDecided);
    // An appeal against a suspension lifted since (a later one has its own appeal) is no longer in the queue.
    const member = await findProfileRow(tx, appeal.profileId);
    if (member?.suspendedAt?.getTime() !== appeal.suspendedAt.getTime()) throw notFound(reportMessages.appealNotFound);
    if (decision === 'lift') await confirmAdmin(deps, tx, admin, input.confirm);
    const now = deps.clock.now();
    if (decision === 'lift') await applyActive(deps, tx, admin, appeal.profileId, true);
    await repo.recordAppealOutcome(tx, appealId, { outcome: decision === 'lift' ? 'lifted' : 'upheld', reply, adminId: admin.userId, now });
    await audit(deps, tx, admin, 'appeal.decided', { type: 'appeal', id: appealId }, { profileId: appeal.profileId, decision, reply });
  });
}
