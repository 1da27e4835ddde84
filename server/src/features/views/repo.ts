import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { profileViews } from '../../platform/db/schema/social';

export interface ShowRequest {
  viewerId: string;
  /** The profiles about to be shown, in the order shown (never the viewer). */
  ids: string[];
  /** New profiles allowed per day, and where the day began. */
  quota: number;
  dayStart: Date;
  now: Date;
}

/**
 * One statement: which of `ids` the viewer has never been shown (fresh), how many fresh
 * profiles they were shown since `dayStart`, records the fresh ones that still fit the quota
 * (in page order) and answers the ids that do not, in page order. Profiles seen before
 * never count and are never refused.
 *
 * Two of one member's requests in flight at once read the same count, so parallel requests
 * may pass the quota by at most one page each; the per-member GET rate limit bounds that.
 */
export async function recordShown(q: Queryable, r: ShowRequest): Promise<string[]> {
  const ids = `{${r.ids.join(',')}}`;
  const rows = await queryRows<{ id: string }>(
    q,
    sql`with page as (
        select id, ord from unnest(${ids}::uuid[]) with ordinality as p(id, ord)
      ),
      fresh as (
        select page.id, page.ord, row_number() over (order by page.ord) as n from page
        where not exists (select 1 from ${profileViews} v where v.viewer_id = ${r.viewerId} and v.viewed_id = page.id)
      ),
      room as (
        select greatest(${r.quota}::int - count(*), 0) as allowed from ${profileViews} v
        where v.viewer_id = ${r.viewerId} and v.first_seen_at >= ${r.dayStart.toISOString()}::timestamptz
      ),
      recorded as (
        insert into ${profileViews} (viewer_id, viewed_id, first_seen_at)
        select ${r.viewerId}, fresh.id, ${r.now.toISOString()}::timestamptz from fresh, room where fresh.n <= room.allowed
        on conflict do nothing
      )
      select fresh.id from fresh, room where fresh.n > room.allowed order by fresh.ord`,
  );
  return rows.map((row) => row.id);
}
