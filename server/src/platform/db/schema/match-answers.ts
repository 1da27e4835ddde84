import { MATCH_ANSWER_MAX_LENGTH, MATCH_QUESTION_MAX_LENGTH } from '@mithaq/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz, uuidPk } from './columns';
import { matches } from './matches';
import { profiles } from './profiles';

/**
 * Answers to the other member's one question (issue 28, contract/src/matchQuestion.ts), one per
 * member and round of a match. `question` is the text as it was answered: changing the question
 * later leaves the answer standing. Whatever ends the round sets `roundEndedAt` (a trigger on
 * matches.unmatched_at), so a rematch asks again; ended rounds' answers stay for the data export.
 */
export const matchAnswers = pgTable(
  'match_answers',
  {
    id: uuidPk(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    answererId: uuid('answerer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    answeredAt: tstz('answered_at').notNull(),
    roundEndedAt: tstz('round_ended_at'),
  },
  (t) => [
    // The current round's answer: one per member (mithaq_pay looks it up by this index).
    uniqueIndex('match_answers_current_idx').on(t.matchId, t.answererId).where(sql`${t.roundEndedAt} is null`),
    // The data export: a member's answers, oldest first.
    index('match_answers_answerer_idx').on(t.answererId, t.answeredAt),
    check('match_answers_question_length', sql`char_length(${t.question}) between 1 and ${sql.raw(String(MATCH_QUESTION_MAX_LENGTH))}`),
    check('match_answers_answer_length', sql`char_length(${t.answer}) between 1 and ${sql.raw(String(MATCH_ANSWER_MAX_LENGTH))}`),
  ],
);
