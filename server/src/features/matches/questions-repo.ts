import { and, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { matchAnswers } from '../../platform/db/schema/match-answers';
import { profiles } from '../../platform/db/schema/profiles';

export type AnswerRow = typeof matchAnswers.$inferSelect;

/** Each profile's one question (issue 28) and name, by id; a profile without a question maps to null. */
export async function questionsOf(q: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return new Map<string, { name: string; question: string | null }>();
  const rows = await q
    .select({ id: profiles.id, name: profiles.name, question: profiles.matchQuestion })
    .from(profiles)
    .where(inArray(profiles.id, profileIds));
  return new Map(rows.map(({ id, name, question }) => [id, { name, question }]));
}

/** The answers given in the current round of these matches (an ended round's are closed). */
export function currentAnswers(q: Queryable, matchIds: string[]): Promise<AnswerRow[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return q
    .select()
    .from(matchAnswers)
    .where(and(inArray(matchAnswers.matchId, matchIds), isNull(matchAnswers.roundEndedAt)));
}

/** The member's answer this round, written or replaced (with the question as it reads now). Call with the match row locked. */
export async function saveAnswer(q: Queryable, matchId: string, answererId: string, question: string, answer: string, now: Date) {
  await q
    .insert(matchAnswers)
    .values({ matchId, answererId, question, answer, answeredAt: now })
    .onConflictDoUpdate({
      target: [matchAnswers.matchId, matchAnswers.answererId],
      targetWhere: isNull(matchAnswers.roundEndedAt),
      set: { question, answer, answeredAt: now },
    });
}
