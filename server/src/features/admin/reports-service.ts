import { adminMessages, type AdminReport, type AdminReportsResponse, type DeletedMemberEvidence } from '@mithaq/contract/admin';
import { reportSnapshotSchema, type ReportSnapshot, type Risk } from '@mithaq/contract/reports';
import type { AuthContext } from '../../auth-context';
import { notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { evidenceByIds } from '../evidence/public';
import { recentNetworkFlags } from '../networks/public';
import { auditViews } from './audit-service';
import { decodeCursor, decodeRiskCursor, nextCursor, nextRiskCursor } from './paging';
import { reportRisks, type RiskRow } from './risk-repo';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'cursors'>;

const noRisk: Risk = { score: 0, moneyFlags: 0, contactFlags: 0, reporters: 0, accountAgeDays: null, warnings: 0 };

function riskOf(row: RiskRow | undefined): Risk {
  if (!row) return noRisk;
  const { score, moneyFlags, contactFlags, reporters, accountAgeDays, warnings } = row;
  return { score, moneyFlags, contactFlags, reporters, accountAgeDays, warnings };
}

/** A stored snapshot as the contract reads it; one that does not parse (never written so) shows as none. */
function snapshotOf(value: unknown): ReportSnapshot | null {
  const parsed = reportSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function toReport(row: repo.ReportRow, evidence: Map<string, DeletedMemberEvidence>, risk: RiskRow | undefined): AdminReport {
  return {
    id: row.id,
    reporter: { id: row.reporterId, name: row.reporterName },
    reported: { id: row.reportedId, name: row.reportedName, isActive: row.reportedActive },
    category: row.category,
    reason: row.reason,
    context: row.context,
    snapshot: snapshotOf(row.snapshot),
    risk: riskOf(risk),
    decision: row.decision,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    evidence: (row.evidenceId && evidence.get(row.evidenceId)) || null,
  };
}

/**
 * The reports with what their deleted members left behind and their reported member's risk (one
 * query each for the page). Showing that evidence is audited, and so is showing the chat kept
 * with a report (both members' words): once per report each time it is shown.
 */
async function toReports(deps: Pick<Platform, 'clock'>, q: Queryable, admin: AuthContext, rows: repo.ReportRow[], risks?: RiskRow[]) {
  const evidenceIds = [...new Set(rows.flatMap((row) => (row.evidenceId ? [row.evidenceId] : [])))];
  const evidence = await evidenceByIds(q, evidenceIds);
  await auditViews(deps, q, admin, [...evidence.keys()], { via: 'reports' }, 'evidence');
  const riskRows = risks ?? (rows.length > 0 ? await reportRisks(q, { now: deps.clock.now(), ids: rows.map((row) => row.id) }) : []);
  const riskById = new Map(riskRows.map((risk) => [risk.id, risk]));
  const reports = rows.map((row) => toReport(row, evidence, riskById.get(row.id)));
  const chatsShown = reports.flatMap((report) => (report.snapshot?.kind === 'chat' ? [report.id] : []));
  await auditViews(deps, q, admin, chatsShown, { via: 'reports' }, 'report_snapshot');
  return reports;
}

/** The open queue, riskiest reported member first (then newest): one query ranks, one reads the page. */
async function riskQueuePage(deps: Deps, admin: AuthContext, cursor: string | undefined, limit: number) {
  const { db } = deps.database;
  const ranked = await reportRisks(db, { now: deps.clock.now(), openOnly: true, after: decodeRiskCursor(deps, cursor), limit });
  const byId = new Map((await repo.reportsByIds(db, ranked.map((row) => row.id))).map((row) => [row.id, row]));
  const rows = ranked.flatMap((risk) => byId.get(risk.id) ?? []);
  return { reports: await toReports(deps, db, admin, rows, ranked), nextCursor: nextRiskCursor(deps, ranked, limit) };
}

async function newestPage(deps: Deps, admin: AuthContext, cursor: string | undefined, limit: number) {
  const { db } = deps.database;
  const rows = await repo.reportPage(db, false, decodeCursor(deps, 'admin-reports', cursor), limit);
  return { reports: await toReports(deps, db, admin, rows), nextCursor: nextCursor(deps, 'admin-reports', rows, limit) };
}

/** The open queue is sorted by risk so the worst comes first; the full list stays newest first. */
export async function listReports(
  deps: Deps,
  admin: AuthContext,
  status: 'open' | 'all',
  cursor: string | undefined,
  limit: number,
): Promise<AdminReportsResponse> {
  const { db } = deps.database;
  const [open, page, networkFlags] = await Promise.all([
    repo.openReportCount(db),
    status === 'open' ? riskQueuePage(deps, admin, cursor, limit) : newestPage(deps, admin, cursor, limit),
    // Many new accounts from one network: on the queue's first page, above the reports.
    cursor ? [] : recentNetworkFlags(deps, db),
  ]);
  return { open, ...page, networkFlags };
}

/** One report as the queue shows it (after a decision, in its transaction). */
export async function reportView(deps: Pick<Platform, 'clock'>, q: Queryable, admin: AuthContext, reportId: string) {
  const report = await repo.findReport(q, reportId);
  if (!report) throw notFound(adminMessages.reportNotFound);
  return (await toReports(deps, q, admin, [report]))[0]!;
}
