import { adminMessages, type AdminReport, type AdminReportsResponse, type DeletedMemberEvidence } from '@mithaq/contract/admin';
import type { AuthContext } from '../../auth-context';
import { notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { evidenceByIds } from '../evidence/service';
import { recentNetworkFlags } from '../networks/service';
import { audit, auditViews } from './audit-service';
import { decodeCursor, nextCursor } from './paging';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'cursors'>;

function toReport(row: repo.ReportRow, evidence: Map<string, DeletedMemberEvidence>): AdminReport {
  return {
    id: row.id,
    reporter: { id: row.reporterId, name: row.reporterName },
    reported: { id: row.reportedId, name: row.reportedName, isActive: row.reportedActive },
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    evidence: (row.evidenceId && evidence.get(row.evidenceId)) || null,
  };
}

/** The reports with what their deleted members left behind (one query for the page); showing that evidence is audited. */
async function toReports(deps: Pick<Platform, 'clock'>, q: Queryable, admin: AuthContext, rows: repo.ReportRow[]) {
  const evidenceIds = [...new Set(rows.flatMap((row) => (row.evidenceId ? [row.evidenceId] : [])))];
  const evidence = await evidenceByIds(q, evidenceIds);
  await auditViews(deps, q, admin, [...evidence.keys()], { via: 'reports' }, 'evidence');
  return rows.map((row) => toReport(row, evidence));
}

export async function listReports(
  deps: Deps,
  admin: AuthContext,
  status: 'open' | 'all',
  cursor: string | undefined,
  limit: number,
): Promise<AdminReportsResponse> {
  const { db } = deps.database;
  const [open, rows, networkFlags] = await Promise.all([
    repo.openReportCount(db),
    repo.reportPage(db, status === 'open', decodeCursor(deps, 'admin-reports', cursor), limit),
    // Many new accounts from one network: on the queue's first page, above the reports.
    cursor ? [] : recentNetworkFlags(deps, db),
  ]);
  return { open, reports: await toReports(deps, db, admin, rows), nextCursor: nextCursor(deps, 'admin-reports', rows, limit), networkFlags };
}

/** Marking twice is harmless: the first admin's mark (and its audit entry) stays. */
export async function markReportHandled(deps: Deps, admin: AuthContext, reportId: string): Promise<AdminReport> {
  return inTransaction(deps, async (tx) => {
    const marked = await repo.markReportHandled(tx, reportId, admin.userId, deps.clock.now());
    const report = await repo.findReport(tx, reportId);
    if (!report) throw notFound(adminMessages.reportNotFound);
    if (marked) await audit(deps, tx, admin, 'report.handled', { type: 'report', id: reportId }, { reportedId: report.reportedId });
    return (await toReports(deps, tx, admin, [report]))[0]!;
  });
}
