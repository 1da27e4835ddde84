import { MATCH_QUESTION_MAX_LENGTH } from '@mithaq/contract/constants';
import { suggestedMatchQuestions } from '@mithaq/contract/matchQuestion';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField';

interface MatchQuestionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * Issue 28's one question for matches (optional): a match answers it before they may pay to
 * unlock the chat. Quick picks fill in a suggestion in the member's language; empty asks nothing.
 */
export function MatchQuestionField({ value, onChange, error }: MatchQuestionFieldProps) {
  const { t } = useTranslation();
  const picksId = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-bold text-sand-900">{t('matchQuestion.title')}</legend>
      <p className="-mt-2 text-sm text-sand-600">{t('matchQuestion.hint')}</p>
      <TextField
        label={t('matchQuestion.label')}
        value={value}
        maxLength={MATCH_QUESTION_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <div role="group" aria-labelledby={picksId} className="flex flex-col gap-2">
        <p id={picksId} className="text-sm font-medium text-sand-700">
          {t('matchQuestion.suggestionsLabel')}
        </p>
        <div className="flex flex-wrap gap-2">
          {suggestedMatchQuestions.map((key) => (
            <button
              key={key}
              type="button"
              className="min-h-11 rounded-full bg-white px-4 py-2 text-sm font-medium text-brand-800 ring-1 ring-sand-300 ring-inset hover:bg-sand-100"
              onClick={() => onChange(t(`matchQuestion.suggestions.${key}`))}
            >
              {t(`matchQuestion.suggestions.${key}`)}
            </button>
          ))}
          {value ? (
            <button type="button" className="min-h-11 rounded-full px-4 py-2 text-sm font-medium text-sand-700 underline hover:bg-sand-100" onClick={() => onChange('')}>
              {t('matchQuestion.clear')}
            </button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
