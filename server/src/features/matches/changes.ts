import { afterCommit } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { matches } from '../../platform/db/schema/matches';
import { endMatchProcedure } from './procedures';
import * as repo from './repo';

/** Tells both participants (after the commit) that their match changed, so their screens refetch it. */
export function announceMatch(q: Queryable, matchId: string, profileIds: [string, string]) {
  afterCommit(q, { type: 'match.changed', matchId, profileIds });
}

/** Every visible change to a match goes through here, the update and the announcement together (a message, which is announced itself, aside). */
export async function changeMatch(q: Queryable, match: repo.MatchRow, values: Partial<typeof matches.$inferInsert>) {
  await repo.updateMatch(q, match.id, values);
  announceMatch(q, match.id, [match.profile1Id, match.profile2Id]);
}

/** Ends the round (server/src/features/matches/sql/mithaq_end_match.sql: unmatched now by `initiatorId`, null for a timer or a moderator; timers stopped) and announces it. */
export async function endMatch(q: Queryable, match: repo.MatchRow, initiatorId: string | null, now: Date) {
  await endMatchProcedure.callIn(q, { match: match.id, initiator: initiatorId, now }, { profileIds: [match.profile1Id, match.profile2Id] });
}
