import { intentionQuestions, intentionRequirementsSchema, type IntentionRequirements } from '@mithaq/contract/intentions';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/SelectField';
import { answerLabel, answersOf, questionLabel } from '../profiles/public';

interface IntentionFiltersProps {
  value: IntentionRequirements;
  onChange: (value: IntentionRequirements) => void;
}

/**
 * The filters dialog's intentions (issue 28, free): "Any" or the answer a profile must have
 * stated. The server filters; a profile that did not state it does not pass.
 */
export function IntentionFilters({ value, onChange }: IntentionFiltersProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-sand-900">{t('discover.filters.intentions')}</legend>
      {intentionQuestions.map((question) => (
        <SelectField
          key={question}
          label={questionLabel(t, question)}
          value={value[question] ?? ''}
          placeholder={t('discover.filters.anyAnswer')}
          options={answersOf[question].map((answer) => ({ value: answer, label: answerLabel(t, answer) }))}
          onChange={(next) => {
            // "" (Any) drops the requirement; the schema keeps only offered answers.
            const parsed = intentionRequirementsSchema.safeParse({ ...value, [question]: next || undefined });
            if (parsed.success) onChange(parsed.data);
          }}
        />
      ))}
    </fieldset>
  );
}
