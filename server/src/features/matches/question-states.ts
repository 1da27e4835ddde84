import { noMatchQuestions, type MatchQuestionState } from '@mithaq/contract/matchQuestion';
import type { Queryable } from '../../platform/db/connect';
import * as questions from './questions-repo';
import type * as repo from './repo';
import { otherSide, profileOn, sideOf } from './sides';

const toAnswer = (row: questions.AnswerRow | undefined) =>
  row ? { question: row.question, answer: row.answer, answeredAt: row.answeredAt.toISOString() } : null;

/**
 * What each active match's payment card shows of the questions, from the viewer's side, in two
 * queries for the whole list: the two questions and this round's answers. Ended matches show none.
 */
export async function questionStates(q: Queryable, viewerId: string, rows: repo.MatchRow[]): Promise<Map<string, MatchQuestionState>> {
  const active = rows.filter((row) => !row.unmatchedAt);
  const people = active.map((row) => profileOn(row, otherSide(sideOf(row, viewerId)!)));
  const asked = await questions.questionsOf(q, [viewerId, ...people]);
  const answers = await questions.currentAnswers(q, active.map((row) => row.id));
  const states = new Map<string, MatchQuestionState>(rows.map((row) => [row.id, noMatchQuestions]));
  for (const row of active) {
    const otherId = profileOn(row, otherSide(sideOf(row, viewerId)!));
    const answerOf = (memberId: string) => toAnswer(answers.find((answer) => answer.matchId === row.id && answer.answererId === memberId));
    states.set(row.id, {
      theirQuestion: asked.get(otherId)?.question ?? null,
      myAnswer: answerOf(viewerId),
      myQuestion: asked.get(viewerId)?.question ?? null,
      theirAnswer: answerOf(otherId),
    });
  }
  return states;
}
