import { aliasedTable, and, count, desc, eq, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '@mithaq/contract/admin';
import type { Sex } from '@mithaq/contract/profiles';
import type { PagePosition } from '../../platform/cursors';
import type { Queryable } from '../../platform/db/connect';
import { users } from '../../platform/db/schema/auth';
import { profiles } from '../../platform/db/schema/profiles';
import { auditLog, deletedMemberEvidence } from '../../platform/db/schema/safety';
import { profileReports } from '../../platform/db/schema/social';

/** A keyset position: the last row's exact created_at (microseconds, UTC, ISO) and id, as the cursors hold it. */
export type Position = PagePosition;

/** created_at as exact ISO text: a JS Date would drop the microseconds and skip rows at the edge of a page. */
const exactTime = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Newest first: rows strictly before `after` in (created_at desc, id desc). */
const before = (createdAt: AnyColumn, id: AnyColumn, after: Position | null): SQL | undefined =>
  after ? sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;

// ---- profiles ------------------------------------------------------------------------------

export async function profileCounts(q: Queryable) {
  const [row] = await q
    .select({ total: count(), active: sql<number>`count(*) filter (where ${profiles.isActive})::int` })
    .from(profiles);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

export interface ProfileSearch {
  /** A LIKE pattern (already escaped) for name, city and e-mail; null lists everyone. */
  pattern: string | null;
  /** Country codes the search text names (by code or by name). */
  countries: string[];
  after: Position | null;
  limit: number;
}

/** Every profile, newest first, optionally narrowed to those matching the search. */
export function searchProfiles(q: Queryable, search: ProfileSearch) {
  const matches = search.pattern
    ? or(
        ilike(profiles.name, search.pattern),
        ilike(profiles.city, search.pattern),
        ilike(users.email, search.pattern),
        search.countries.length ? inArray(profiles.country, search.countries) : undefined,
      )
    : undefined;
  return q
    .select({
      id: profiles.id,
      email: users.email,
      name: profiles.name,
      sex: profiles.sex,
      birthday: profiles.birthday,
      city: profiles.city,
      country: profiles.country,
      isActive: profiles.isActive,
      photosPrivate: profiles.photosPrivate,
      tokenBalance: profiles.tokenBalance,
      createdAt: profiles.createdAt,
      position: exactTime(profiles.createdAt),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(matches, before(profiles.createdAt, profiles.id, search.after)))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(search.limit);
}

export async function emailOf(q: Queryable, userId: string) {
  const [row] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

// ---- admin accounts ------------------------------------------------------------------------

export async function findUserByEmail(q: Queryable, email: string) {
  const [row] = await q.select().from(users).where(eq(users.email, email));
  return row;
}

/** Creates the admin, or makes the existing account an admin with this password. */
export async function upsertAdmin(q: Queryable, values: { email: string; passwordHash: string; now: Date }) {
  const [row] = await q
    .insert(users)
    .values({ email: values.email, passwordHash: values.passwordHash, role: 'admin', confirmedAt: values.now })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        passwordHash: values.passwordHash,
        role: 'admin',
        confirmedAt: sql`coalesce(${users.confirmedAt}, ${values.now.toISOString()}::timestamptz)`,
        updatedAt: values.now,
      },
    })
    .returning({ id: users.id });
  return row!.id;
}

// ---- audit log -----------------------------------------------------------------------------

export interface AuditRecord {
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  details?: Record<string, unknown>;
  createdAt: Date;
}

/** One entry, or several in one statement (a page of profiles viewed). */
export async function insertAudit(q: Queryable, record: AuditRecord | AuditRecord[]) {
  const records = Array.isArray(record) ? record : [record];
  if (records.length === 0) return;
  await q.insert(auditLog).values(records.map((r) => ({ ...r, details: r.details ?? null })));
}

export function auditPage(q: Queryable, after: Position | null, limit: number) {
  return q
    .select({
      id: auditLog.id,
      actor: users.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      position: exactTime(auditLog.createdAt),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(before(auditLog.createdAt, auditLog.id, after))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

// ---- reports -------------------------------------------------------------------------------

const reporter = aliasedTable(profiles, 'reporter');
/** A column of the reported profile; null once that member deleted the account. */
const reportedColumn = (column: AnyColumn) => sql`(select ${column} from ${profiles} where ${profiles.id} = ${profileReports.reportedId})`;
const handler = aliasedTable(users, 'handler');

function reportsQuery(q: Queryable) {
  return q
    .select({
      id: profileReports.id,
      // Null once the reporter deleted the account or was anonymised: the report stays ("Former member").
      reporterId: profileReports.reporterId,
      reporterName: sql<string>`coalesce(${reporter.name}, '')`,
      // A deleted member's report names them from the evidence they left behind.
      reportedId: sql<string>`coalesce(${profileReports.reportedId}, ${deletedMemberEvidence.formerProfileId})`,
      reportedName: sql<string>`coalesce(${reportedColumn(profiles.name)}, ${deletedMemberEvidence.profile}->>'name', '')`,
      reportedActive: sql<boolean>`coalesce(${reportedColumn(profiles.isActive)}, false)`,
      evidenceId: profileReports.evidenceId,
      category: profileReports.category,
      reason: profileReports.reason,
      context: profileReports.context,
      snapshot: profileReports.snapshot,
      decision: profileReports.decision,
      decisionReason: profileReports.decisionReason,
      createdAt: profileReports.createdAt,
      handledAt: profileReports.handledAt,
      handledBy: handler.email,
      position: exactTime(profileReports.createdAt),
    })
    .from(profileReports)
    .leftJoin(reporter, eq(reporter.id, profileReports.reporterId))
    .leftJoin(deletedMemberEvidence, eq(deletedMemberEvidence.id, profileReports.evidenceId))
    .leftJoin(handler, eq(handler.id, profileReports.handledBy));
}

export type ReportRow = Awaited<ReturnType<typeof reportPage>>[number];

/** The moderation queue, newest first; `openOnly` leaves out the handled ones. */
export function reportPage(q: Queryable, openOnly: boolean, after: Position | null, limit: number) {
  return reportsQuery(q)
    .where(and(openOnly ? isNull(profileReports.handledAt) : undefined, before(profileReports.createdAt, profileReports.id, after)))
    .orderBy(desc(profileReports.createdAt), desc(profileReports.id))
    .limit(limit);
}

export async function findReport(q: Queryable, reportId: string) {
  const [row] = await reportsQuery(q).where(eq(profileReports.id, reportId));
  return row;
}

/** The reports of these ids (any order: the caller keeps its own). */
export function reportsByIds(q: Queryable, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return reportsQuery(q).where(inArray(profileReports.id, ids));
}

export async function openReportCount(q: Queryable, reportedId?: string) {
  const [row] = await q
    .select({ n: count() })
    .from(profileReports)
    .where(and(isNull(profileReports.handledAt), reportedId ? eq(profileReports.reportedId, reportedId) : undefined));
  return row?.n ?? 0;
}

// ---- corrections ---------------------------------------------------------------------------

/** Sets the profile's sex; lock it first (lockSexOf in server/src/features/profiles/sex-correction.ts). */
export async function setSex(q: Queryable, profileId: string, sex: Sex, now: Date) {
  await q.update(profiles).set({ sex, updatedAt: now }).where(eq(profiles.id, profileId));
}
