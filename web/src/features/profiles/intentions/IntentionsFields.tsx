import { intentionQuestions, parseIntentions, type Intentions } from '@mithaq/contract/intentions';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';
import { answerLabel, answersOf, questionLabel } from './intentionLabels';

interface IntentionsFieldsProps {
  value: Intentions;
  onChange: (value: Intentions) => void;
}

/**
 * The optional intentions (issue 28) as one select each, starting on "Not stated": the wizard's
 * details step, Edit Profile and the once-asked dialog share them.
 */
export function IntentionsFields({ value, onChange }: IntentionsFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-base font-bold text-sand-900">{t('intentions.title')}</legend>
      <p className="-mt-2 text-sm text-sand-600">{t('intentions.hint')}</p>
      {intentionQuestions.map((question) => (
        <SelectField
          key={question}
          label={questionLabel(t, question)}
          value={value[question] ?? ''}
          placeholder={t('intentions.notStated')}
          options={answersOf[question].map((answer) => ({ value: answer, label: answerLabel(t, answer) }))}
          // parseIntentions turns "" (Not stated) back into null and keeps only offered answers.
          onChange={(next) => onChange(parseIntentions({ ...value, [question]: next }))}
        />
      ))}
    </fieldset>
  );
}
