import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { preparedOnce } from '../../platform/db/named';
import { deleteInBatches } from '../../platform/db/prune';
import { profileViews } from '../../platform/db/schema/social';

export interface ShowRequest {
  viewerId: string;
  /** The profiles about to be shown, in the order shown (never the viewer). */
  ids: string[];
  /** New profiles allowed per day, and where the day began. */
  quota: number;
  /** At most this many new profiles may be recorded now, whatever the quota leaves (the network's budget). */
  cap: number;
  dayStart: Date;
  now: Date;
}

/** A profile of the request the viewer had never been shown: recorded as shown, or refused by the member's quota or the cap. */
export interface FreshProfile {
  id: string;
  shown: boolean;
  /** Refused by the member's own quota (otherwise by the cap). */
  byQuota: boolean;
}

const param = sql.placeholder;

/**
 * One statement: which of `ids` the viewer has never been shown (fresh), how many fresh
 * profiles they were shown since `dayStart`, records the fresh ones that still fit both the
 * quota and the cap (in page order) and answers every fresh id in page order, saying whether it
 * was recorded and, if not, whether the quota refused it. Profiles seen before never count and
 * are never refused. The `recorded` CTE runs though nothing reads it (a data-modifying WITH
 * always runs to completion).
 *
 * It runs on every deck page, so it is a named statement kept per database handle: planning
 * it took PostgreSQL about three times as long as running it (1.3 ms against 0.5 ms here).
 *
 * Two of one member's requests in flight at once read the same count, so parallel requests
 * may pass the quota by at most one page each; the per-member GET rate limit bounds that.
 */
function showStatement(q: Queryable) {
  const page = q.$with('page', { id: sql<string>`id`.as('id'), ord: sql<number>`ord`.as('ord') }).as(
    sql`select id, ord from unnest(${param('ids')}::uuid[]) with ordinality as p(id, ord)`,
  );
  const fresh = q.$with('fresh', { id: sql<string>`id`.as('id'), ord: sql<number>`ord`.as('ord'), n: sql<number>`n`.as('n') }).as(
    sql`select page.id, page.ord, row_number() over (order by page.ord) as n from page
        where not exists (select 1 from profile_views v where v.viewer_id = ${param('viewerId')}::uuid and v.viewed_id = page.id)`,
  );
  const room = q.$with('room', { byQuota: sql<number>`by_quota`.as('by_quota'), allowed: sql<number>`allowed`.as('allowed') }).as(
    sql`select quota.n as by_quota, least(quota.n, ${param('cap')}::int) as allowed
        from (select greatest(${param('quota')}::int - count(*), 0) as n from profile_views v
              where v.viewer_id = ${param('viewerId')}::uuid and v.first_seen_at >= ${param('dayStart')}::timestamptz
                -- Who liked the viewer is free (spec §1): seeing them never spends the quota.
                and not exists (select 1 from profile_actions a where a.from_profile_id = v.viewed_id
                                and a.to_profile_id = ${param('viewerId')}::uuid and a.action = 'like')) quota`,
  );
  const recorded = q.$with('recorded', { id: sql<string>`viewed_id`.as('id') }).as(
    sql`insert into profile_views (viewer_id, viewed_id, first_seen_at)
        select ${param('viewerId')}::uuid, fresh.id, ${param('now')}::timestamptz from fresh, room where fresh.n <= room.allowed
        on conflict do nothing returning viewed_id`,
  );
  return q
    .with(page, fresh, room, recorded)
    .select({ id: fresh.id, shown: sql<boolean>`${fresh.n} <= ${room.allowed}`, byQuota: sql<boolean>`${fresh.n} > ${room.byQuota}` })
    .from(fresh)
    .crossJoin(room)
    .orderBy(fresh.ord);
}

export async function recordShown(q: Queryable, r: ShowRequest): Promise<FreshProfile[]> {
  const statement = preparedOnce(q, 'views_record_shown', () => showStatement(q));
  return statement.execute({
    ids: `{${r.ids.join(',')}}`,
    viewerId: r.viewerId,
    quota: r.quota,
    cap: r.cap,
    dayStart: r.dayStart.toISOString(),
    now: r.now.toISOString(),
  });
}

/** Deck history first shown before `before` (the pruning job: retention.ts). */
export function deleteViewsBefore(q: Queryable, before: Date) {
  return deleteInBatches(q, profileViews, lt(profileViews.firstSeenAt, before));
}
