import type { IntentionAnswer, IntentionQuestion } from '@mithaq/contract/intentions';
import {
  marryWithinAnswers,
  polygynyAnswers,
  prayerAnswers,
  relocateAnswers,
  wantsChildrenAnswers,
  yesNoAnswers,
} from '@mithaq/contract/intentions';
import type { TFunction } from 'i18next';

/** The answers offered for each question, in the order the select lists them. */
export const answersOf: Record<IntentionQuestion, readonly IntentionAnswer[]> = {
  marryWithin: marryWithinAnswers,
  relocate: relocateAnswers,
  hasChildren: yesNoAnswers,
  wantsChildren: wantsChildrenAnswers,
  prayer: prayerAnswers,
  polygyny: polygynyAnswers,
};

export const questionLabel = (t: TFunction, question: IntentionQuestion) => t(`intentions.questions.${question}`);

/** An answer as the member reads it (one label per answer, whichever question offers it); unanswered reads "Not stated". */
export function answerLabel(t: TFunction, answer: IntentionAnswer | null): string {
  return answer === null ? t('intentions.notStated') : t(`intentions.answers.${answer}`);
}
