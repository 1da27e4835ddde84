import { z } from 'zod';
import { MATCH_ANSWER_MAX_LENGTH, MATCH_QUESTION_MAX_LENGTH } from './constants';
import { text, textWith } from './messages';

/**
 * Issue 28: each member may set one question (Edit Profile) that a match must answer before the
 * member's match may pay to unlock the chat. The answer keeps the question as it was asked, and
 * belongs to the match's round: a rematch asks again.
 */
export const matchQuestionMessages = {
  questionLength: text('matchQuestion.questionLength'),
  answerLength: text('matchQuestion.answerLength'),
  answerFirst: (name: string) => textWith('matchQuestion.answerFirst', { name }),
  noQuestion: (name: string) => textWith('matchQuestion.noQuestion', { name }),
} as const;

/** The quick picks Edit Profile offers (the web's texts `matchQuestion.suggestions.<key>`, filled in the member's language). */
export const suggestedMatchQuestions = ['married', 'children', 'relocate', 'guardian'] as const;

/** The question as Edit Profile sends it: trimmed, never empty; null clears it, left out keeps it. */
export const matchQuestionSchema = z
  .string()
  .trim()
  .min(1, matchQuestionMessages.questionLength)
  .max(MATCH_QUESTION_MAX_LENGTH, matchQuestionMessages.questionLength);

/** PUT /api/matches/:id/answer: the answer to the other member's question (editable until the chat unlocks). */
export const matchAnswerBodySchema = z.object({
  answer: z.string().trim().min(1, matchQuestionMessages.answerLength).max(MATCH_ANSWER_MAX_LENGTH, matchQuestionMessages.answerLength),
});
export type MatchAnswerBody = z.infer<typeof matchAnswerBodySchema>;

/** An answer given in this round, with the question as it was when answered. */
export const matchAnswerSchema = z.object({ question: z.string(), answer: z.string(), answeredAt: z.string() });

/** What the payment card shows of the questions, from the viewer's side (the match view's `question`). */
export const matchQuestionStateSchema = z.object({
  /** The other member's question the viewer must answer before paying (null: they ask none). */
  theirQuestion: z.string().nullable(),
  /** The viewer's answer this round (null: not yet). */
  myAnswer: matchAnswerSchema.nullable(),
  /** The viewer's own question (null: none), and the other's answer to it this round. */
  myQuestion: z.string().nullable(),
  theirAnswer: matchAnswerSchema.nullable(),
});
export type MatchQuestionState = z.infer<typeof matchQuestionStateSchema>;

export const noMatchQuestions: MatchQuestionState = { theirQuestion: null, myAnswer: null, myQuestion: null, theirAnswer: null };
