import { inTransaction } from '../../platform/after-commit';
import {
  adminMessages,
  type AdminAuditResponse,
  type AdminProfileDetails,
  type AdminProfilesResponse,
  type AdminReport,
  type AdminReportsResponse,
  type AuditAction,
  type AuditTargetType,
  type DeletedMemberEvidence,
} from '@mithaq/contract/admin';
import { countryCodesNamed, isCountryCode } from '@mithaq/contract/countries';
import { ageOn, profileMessages } from '@mithaq/contract/profiles';
import { invalid, notFound } from '../../errors';
import type { Queryable, Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { picturesOf, picturesOfMany } from '../pictures/service';
import { findProfileRow, toPublicProfile } from '../profiles/service';
import { evidenceByIds, evidenceOfReturningMember } from '../safety/evidence';
import { recentTransactions } from '../tokens/service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'mediaUrls' | 'cursors'>;

/** How many ledger rows the profile details show. */
const DETAIL_TRANSACTIONS = 10;

// ---- paging --------------------------------------------------------------------------------

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Which admin list a cursor belongs to: a cursor of one list is refused by the others. */
type AdminList = 'admin-profiles' | 'admin-reports' | 'admin-audit';

/**
 * The last row's exact time and id, sealed (AES-GCM) for its list: nobody can forge a position
 * (a hand-made one could name an impossible date and fail in the database), and no member's
 * sign-up time travels in the clear. Anything else is a 400.
 */
function decodeCursor(deps: Pick<Platform, 'cursors'>, list: AdminList, cursor: string | undefined): repo.Position | null {
  if (!cursor) return null;
  const [at, id] = deps.cursors.open('', list, cursor)?.split('|') ?? [];
  if (!at || !id || !EXACT_TIME.test(at) || !UUID.test(id)) throw invalid('Invalid cursor');
  return { at, id };
}

/** The cursor of the page after `rows`, or null when this page was the last. */
function nextCursor(deps: Pick<Platform, 'cursors'>, list: AdminList, rows: { position: string; id: string }[], limit: number) {
  const last = rows.at(-1);
  return last && rows.length === limit ? deps.cursors.seal('', list, `${last.position}|${last.id}`) : null;
}

// ---- audit ---------------------------------------------------------------------------------

/** One audit row, written in the transaction of the action it records. */
export function audit(
  deps: Pick<Platform, 'clock'>,
  tx: Tx,
  admin: AuthContext,
  action: AuditAction,
  target: { type: AuditTargetType; id: string },
  details?: Record<string, unknown>,
) {
  return repo.insertAudit(tx, {
    actorId: admin.userId,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
    createdAt: deps.clock.now(),
  });
}

export async function auditLog(deps: Deps, cursor: string | undefined, limit: number): Promise<AdminAuditResponse> {
  const rows = await repo.auditPage(deps.database.db, decodeCursor(deps, 'admin-audit', cursor), limit);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action as AuditAction,
      targetType: row.targetType as AuditTargetType,
      targetId: row.targetId,
      details: (row.details as Record<string, unknown> | null) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: nextCursor(deps, 'admin-audit', rows, limit),
  };
}

// ---- profiles ------------------------------------------------------------------------------

/** `text` as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The countries a search names: by code ('pk') or by any part of the English name ('pakis'). */
function countriesNamed(text: string): string[] {
  const byName = countryCodesNamed(text);
  const code = text.toUpperCase();
  return isCountryCode(code) && !byName.includes(code) ? [...byName, code] : byName;
}

/**
 * Every time an admin is shown members' e-mails and birthdays (the table, the details, a deleted
 * member's evidence in the reports), one entry per member goes to the audit log before the
 * answer leaves: "who looked at her" has an answer.
 */
function auditViews(
  deps: Pick<Platform, 'clock'>,
  q: Queryable,
  admin: AuthContext,
  ids: string[],
  details: Record<string, unknown>,
  seen: 'profile' | 'evidence' = 'profile',
) {
  const createdAt = deps.clock.now();
  const action = seen === 'profile' ? ('profile.viewed' as const) : ('evidence.viewed' as const);
  return repo.insertAudit(
    q,
    ids.map((id) => ({ actorId: admin.userId, action, targetType: seen, targetId: id, details, createdAt })),
  );
}

/** The dashboard table: newest first, searched by name, city, country or e-mail, any case. */
export async function listProfiles(
  deps: Deps,
  admin: AuthContext,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
): Promise<AdminProfilesResponse> {
  const { db } = deps.database;
  const text = search?.trim() ?? '';
  const [counts, rows] = await Promise.all([
    repo.profileCounts(db),
    repo.searchProfiles(db, {
      pattern: text ? containsPattern(text) : null,
      countries: text ? countriesNamed(text) : [],
      after: decodeCursor(deps, 'admin-profiles', cursor),
      limit,
    }),
  ]);
  const pictures = await picturesOfMany(deps, admin.userId, rows.map((row) => row.id));
  await auditViews(deps, db, admin, rows.map((row) => row.id), { via: 'search', ...(text ? { search: text } : {}) });
  const now = deps.clock.now();
  return {
    counts: { total: counts.total, active: counts.active, inactive: counts.total - counts.active },
    profiles: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      sex: row.sex,
      age: ageOn(row.birthday, now),
      city: row.city,
      country: row.country,
      isActive: row.isActive,
      tokenBalance: row.tokenBalance,
      createdAt: row.createdAt.toISOString(),
      pictures: pictures.get(row.id) ?? [],
    })),
    nextCursor: nextCursor(deps, 'admin-profiles', rows, limit),
  };
}

export async function profileDetails(deps: Deps, admin: AuthContext, profileId: string): Promise<AdminProfileDetails> {
  const { db } = deps.database;
  const row = await findProfileRow(db, profileId);
  if (!row) throw notFound(profileMessages.notFound);
  const [email, pictures, openReports, transactions] = await Promise.all([
    repo.emailOf(db, profileId),
    picturesOf(deps, admin.userId, profileId),
    repo.openReportCount(db, profileId),
    recentTransactions(db, profileId, DETAIL_TRANSACTIONS),
  ]);
  const returnedAfterDeletion = await evidenceOfReturningMember(db, profileId);
  await auditViews(deps, db, admin, [profileId], { via: 'details' });
  await auditViews(deps, db, admin, returnedAfterDeletion.map((evidence) => evidence.id), { via: 'details', profileId }, 'evidence');
  return {
    ...toPublicProfile(deps, row, pictures),
    email: email ?? '',
    birthday: row.birthday,
    isActive: row.isActive,
    tokenBalance: row.tokenBalance,
    createdAt: row.createdAt.toISOString(),
    openReports,
    transactions,
    returnedAfterDeletion,
  };
}

// ---- reports -------------------------------------------------------------------------------

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
  const [open, rows] = await Promise.all([
    repo.openReportCount(db),
    repo.reportPage(db, status === 'open', decodeCursor(deps, 'admin-reports', cursor), limit),
  ]);
  return { open, reports: await toReports(deps, db, admin, rows), nextCursor: nextCursor(deps, 'admin-reports', rows, limit) };
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
