import type { Decision } from '@mithaq/contract/reports';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { profileReports, suspensionAppeals } from '../../platform/db/schema/social';

// SQL of moderators' decisions on reports and appeals (issue 27).

/** The report locked for its decision: a second moderator's decision waits, then sees it decided. */
export async function lockReport(q: Queryable, reportId: string) {
  const [row] = await q
    .select({ id: profileReports.id, reportedId: profileReports.reportedId, handledAt: profileReports.handledAt })
    .from(profileReports)
    .where(eq(profileReports.id, reportId))
    .for('update');
  return row;
}

/** The open reports about a member (to close with one decision), locked. */
export async function lockOpenReportsAbout(q: Queryable, reportedId: string) {
  const rows = await q
    .select({ id: profileReports.id })
    .from(profileReports)
    .where(and(eq(profileReports.reportedId, reportedId), isNull(profileReports.handledAt)))
    .for('update');
  return rows.map((row) => row.id);
}

/** Marks the reports decided; answers each one's reporter (null once gone) for their notification. */
export async function recordDecision(
  q: Queryable,
  ids: string[],
  decided: { decision: Decision; reason: string; adminId: string; now: Date },
) {
  return q
    .update(profileReports)
    .set({ handledAt: decided.now, handledBy: decided.adminId, decision: decided.decision, decisionReason: decided.reason })
    .where(and(inArray(profileReports.id, ids), isNull(profileReports.handledAt)))
    .returning({ id: profileReports.id, reporterId: profileReports.reporterId });
}

/** The reason a suspended (or banned) member is shown when they sign in. */
export async function setSuspensionReason(q: Queryable, profileId: string, kind: 'suspension' | 'ban', reason: string) {
  await q.update(profiles).set({ suspensionKind: kind, suspensionReason: reason }).where(eq(profiles.id, profileId));
}

// ---- appeals ----------------------------------------------------------------------------------

/** Undecided appeals, oldest first. */
export function openAppeals(q: Queryable) {
  return q
    .select({
      id: suspensionAppeals.id,
      memberId: suspensionAppeals.profileId,
      name: profiles.name,
      kind: profiles.suspensionKind,
      suspensionReason: profiles.suspensionReason,
      text: suspensionAppeals.text,
      createdAt: suspensionAppeals.createdAt,
    })
    .from(suspensionAppeals)
    .innerJoin(profiles, eq(profiles.id, suspensionAppeals.profileId))
    // Only appeals against the member's current suspension: one lifted meanwhile (the status switch) is moot.
    .where(and(isNull(suspensionAppeals.outcome), eq(profiles.suspendedAt, suspensionAppeals.suspendedAt)))
    .orderBy(suspensionAppeals.createdAt)
    .limit(100);
}

export async function lockAppeal(q: Queryable, appealId: string) {
  const [row] = await q.select().from(suspensionAppeals).where(eq(suspensionAppeals.id, appealId)).for('update');
  return row;
}

export async function recordAppealOutcome(
  q: Queryable,
  appealId: string,
  outcome: { outcome: 'lifted' | 'upheld'; reply: string; adminId: string; now: Date },
) {
  await q
    .update(suspensionAppeals)
    .set({ outcome: outcome.outcome, reply: outcome.reply, decidedAt: outcome.now, decidedBy: outcome.adminId })
    .where(eq(suspensionAppeals.id, appealId));
}
