import type { Sex } from '@mithaq/contract/profiles';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { sexCorrectionRequests } from '../../platform/db/schema/sex-corrections';

export type SexCorrectionRow = typeof sexCorrectionRequests.$inferSelect;

/**
 * The member's sex and name, the profile row locked until the transaction ends (lockSexOf in
 * server/src/features/profiles/sex-correction.ts says why it comes first).
 */
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

/** A request as it is now, unlocked (whose profile to lock first). */
export async function findRequest(q: Queryable, id: string): Promise<SexCorrectionRow | undefined> {
  const [row] = await q.select().from(sexCorrectionRequests).where(eq(sexCorrectionRequests.id, id));
  return row;
}

/** A request locked for a moderator's decision; lock its profile first (lockOpenSexCorrection in server/src/features/profiles/sex-correction.ts). */
export async function lockRequest(q: Queryable, id: string): Promise<SexCorrectionRow | undefined> {
  const [row] = await q.select().from(sexCorrectionRequests).where(eq(sexCorrectionRequests.id, id)).for('update');
  return row;
}

export interface Decision {
  status: 'corrected' | 'declined';
  adminId: string;
  now: Date;
}

function decided(decision: Decision) {
  return { status: decision.status, decidedBy: decision.adminId, decidedAt: decision.now };
}

/** Closes the member's open request, if any (a correction made from her profile); answers the closed row. */
export async function closeOpenRequest(q: Queryable, profileId: string, decision: Decision): Promise<SexCorrectionRow | undefined> {
  const [row] = await q
    .update(sexCorrectionRequests)
    .set(decided(decision))
    .where(and(eq(sexCorrectionRequests.profileId, profileId), eq(sexCorrectionRequests.status, 'open')))
    .returning();
  return row;
}

/** Closes the request `id` if it is still open. */
export async function closeRequest(q: Queryable, id: string, decision: Decision) {
  await q
    .update(sexCorrectionRequests)
    .set(decided(decision))
    .where(and(eq(sexCorrectionRequests.id, id), eq(sexCorrectionRequests.status, 'open')));
}

/** The moderators' queue: open requests, oldest first, with the member's name and sex now. */
export function openRequests(q: Queryable, limit: number) {
  return q
    .select({
      id: sexCorrectionRequests.id,
      profileId: sexCorrectionRequests.profileId,
      name: profiles.name,
      currentSex: profiles.sex,
      requestedSex: sexCorrectionRequests.requestedSex,
      reason: sexCorrectionRequests.reason,
      askedAt: sexCorrectionRequests.createdAt,
    })
    .from(sexCorrectionRequests)
    .innerJoin(profiles, eq(profiles.id, sexCorrectionRequests.profileId))
    .where(eq(sexCorrectionRequests.status, 'open'))
    .orderBy(sexCorrectionRequests.createdAt)
    .limit(limit);
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
