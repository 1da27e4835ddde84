import type { Sex } from '@mithaq/contract/profiles';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { sexCorrectionRequests } from '../../platform/db/schema/sex-corrections';

export type SexCorrectionRow = typeof sexCorrectionRequests.$inferSelect;

/** The member's sex, the profile row locked: asking and correcting take turns on it. */
export async function lockProfileSex(q: Queryable, profileId: string) {
  const [row] = await q.select({ sex: profiles.sex, name: profiles.name }).from(profiles).where(eq(profiles.id, profileId)).for('update');
  return row;
}

export async function openRequestOf(q: Queryable, profileId: string): Promise<SexCorrectionRow | undefined> {
  const [row] = await q
    .select()
    .from(sexCorrectionRequests)
    .where(and(eq(sexCorrectionRequests.profileId, profileId), eq(sexCorrectionRequests.status, 'open')));
  return row;
}

/** When the member's latest declined request was declined (undefined: never). */
export async function lastDeclineOf(q: Queryable, profileId: string): Promise<Date | undefined> {
  const [row] = await q
    .select({ decidedAt: sexCorrectionRequests.decidedAt })
    .from(sexCorrectionRequests)
    .where(and(eq(sexCorrectionRequests.profileId, profileId), eq(sexCorrectionRequests.status, 'declined')))
    .orderBy(desc(sexCorrectionRequests.decidedAt))
    .limit(1);
  return row?.decidedAt ?? undefined;
}

export async function insertRequest(q: Queryable, values: { profileId: string; requestedSex: Sex; reason: string; createdAt: Date }) {
  const [row] = await q.insert(sexCorrectionRequests).values(values).returning();
  return row!;
}

export async function lockRequest(q: Queryable, id: string): Promise<SexCorrectionRow | undefined> {
  const [row] = await q.select().from(sexCorrectionRequests).where(eq(sexCorrectionRequests.id, id)).for('update');
  return row;
}

/** Closes the member's open request, if any; answers the closed row. */
export async function closeOpenRequest(q: Queryable, profileId: string, decision: { status: 'corrected' | 'declined'; adminId: string; now: Date }) {
  const [row] = await q
    .update(sexCorrectionRequests)
    .set({ status: decision.status, decidedBy: decision.adminId, decidedAt: decision.now })
    .where(and(eq(sexCorrectionRequests.profileId, profileId), eq(sexCorrectionRequests.status, 'open')))
    .returning();
  return row;
}

/** The moderators' queue: open requests, oldest first, with the member's name and sex now. */
export function openRequests(q: Queryable, limit: number) {
  return queryRows<{ id: string; profileId: string; name: string; currentSex: Sex; requestedSex: Sex; reason: string; askedAt: Date | string }>(
    q,
    sql`select r.id, r.profile_id as "profileId", p.name, p.sex as "currentSex", r.requested_sex as "requestedSex", r.reason,
          r.created_at as "askedAt"
        from ${sexCorrectionRequests} r join ${profiles} p on p.id = r.profile_id
        where r.status = 'open'
        order by r.created_at
        limit ${limit}`,
  );
}

/** Every request the member made, for the data export (never who decided it). */
export function requestsOf(q: Queryable, profileId: string) {
  return q
    .select({
      requestedSex: sexCorrectionRequests.requestedSex,
      reason: sexCorrectionRequests.reason,
      status: sexCorrectionRequests.status,
      askedAt: sexCorrectionRequests.createdAt,
      decidedAt: sexCorrectionRequests.decidedAt,
    })
    .from(sexCorrectionRequests)
    .where(eq(sexCorrectionRequests.profileId, profileId))
    .orderBy(sexCorrectionRequests.createdAt);
}
