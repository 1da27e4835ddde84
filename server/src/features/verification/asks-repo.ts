import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { matches } from '../../platform/db/schema/matches';
import { verificationAsks } from '../../platform/db/schema/photo-safety';
import { profiles } from '../../platform/db/schema/profiles';

export type AskRow = typeof verificationAsks.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;

/** The match locked for a change of its asks (or of the match itself). */
export async function lockMatch(q: Queryable, matchId: string): Promise<MatchRow | undefined> {
  const [row] = await q.select().from(matches).where(eq(matches.id, matchId)).for('update');
  return row;
}

export function findMatch(q: Queryable, matchId: string): Promise<MatchRow | undefined> {
  return q.select().from(matches).where(eq(matches.id, matchId)).then((rows) => rows[0]);
}

export async function nameAndBadgeOf(q: Queryable, profileId: string) {
  const [row] = await q.select({ name: profiles.name, verifiedAt: profiles.verifiedAt }).from(profiles).where(eq(profiles.id, profileId));
  return row;
}

export async function insertAsk(q: Queryable, values: typeof verificationAsks.$inferInsert): Promise<AskRow> {
  const [row] = await q.insert(verificationAsks).values(values).returning();
  return row!;
}

/**
 * The asker's ask in this round of the match not met yet (open, or expired and waiting for the
 * asker's choice); asks of an earlier round are closed (the trigger: server/src/features/verification/sql/mithaq_close_verification_asks.sql).
 */
export async function unmetAskBy(q: Queryable, matchId: string, askerId: string): Promise<AskRow | undefined> {
  const [row] = await q
    .select()
    .from(verificationAsks)
    .where(
      and(eq(verificationAsks.matchId, matchId), eq(verificationAsks.askerId, askerId), isNull(verificationAsks.metAt), isNull(verificationAsks.closedAt)),
    )
    .orderBy(desc(verificationAsks.createdAt))
    .limit(1);
  return row;
}

/** The ask a chat shows: the newest of the match's asks in this round (met or not), either way. */
export async function latestAskOn(q: Queryable, matchId: string): Promise<AskRow | undefined> {
  const [row] = await q
    .select()
    .from(verificationAsks)
    .where(and(eq(verificationAsks.matchId, matchId), sql`(${verificationAsks.closedAt} is null or ${verificationAsks.metAt} is not null)`))
    .orderBy(desc(verificationAsks.createdAt))
    .limit(1);
  return row;
}

/**
 * Every unmet ask of `askedId` in a live round becomes met (they got the badge), the expired ones
 * too: a badge that comes late still answers the ask, so the asker can no longer end the match
 * at no cost. Returns them for the askers' notifications.
 */
export function meetAsksOf(q: Queryable, askedId: string, now: Date): Promise<AskRow[]> {
  return q
    .update(verificationAsks)
    .set({ metAt: now })
    .where(and(eq(verificationAsks.askedId, askedId), isNull(verificationAsks.metAt), isNull(verificationAsks.closedAt)))
    .returning();
}

// Whether the match's own timers ran out: matches/expired.ts (marriage/ asks it too).
export { matchTimedOut } from '../matches/public';

/**
 * Claims due open asks and marks them expired in one statement (FOR UPDATE SKIP LOCKED: servers
 * sweeping at once never take the same row), with whether their match is still active.
 */
export function expireDueAsks(q: Queryable, now: Date, limit: number) {
  return queryRows<Pick<AskRow, 'id' | 'matchId' | 'askerId' | 'askedId'> & { matchActive: boolean }>(
    q,
    sql`
    with due as (
      select id from ${verificationAsks}
      where met_at is null and expired_at is null and closed_at is null and expires_at <= ${now.toISOString()}
      order by expires_at limit ${limit} for update skip locked)
    update ${verificationAsks} a set expired_at = ${now.toISOString()} from due
    where a.id = due.id
    returning a.id, a.match_id as "matchId", a.asker_id as "askerId", a.asked_id as "askedId",
      exists (select 1 from ${matches} m where m.id = a.match_id and m.unmatched_at is null) as "matchActive"`,
  );
}
