import type { Queryable } from '../../platform/db/connect';
import * as repo from './repo';

// A module of its own (not repo.ts), since other features ask it too (verification's asks and marriage)
// and may not call another feature's repo; the SQL is server/src/features/matches/repo.ts matchExpired.
/** Whether the match's own timers (payment window, first message, reply) ran out by `now`: the stored rule the send path uses. */
export function matchTimedOut(q: Queryable, matchId: string, now: Date): Promise<boolean> {
  return repo.matchExpired(q, matchId, now);
}
