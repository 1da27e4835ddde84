import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { matches } from '../../platform/db/schema/matches';

// A module of its own (not repo.ts), since other features ask it too: verification's asks and marriage.
/** Whether the match's own timers (payment window, first message, reply) ran out by `now`: the stored rule the send path uses. */
export async function matchTimedOut(q: Queryable, matchId: string, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ expired: boolean }>(
    q,
    sql`select mithaq_match_expired(m, ${now.toISOString()}::timestamptz) as expired from ${matches} m where m.id = ${matchId}`,
  );
  return row?.expired ?? false;
}
