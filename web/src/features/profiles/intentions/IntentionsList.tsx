import { intentionQuestions, type Intentions } from '@mithaq/contract/intentions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { answerLabel, questionLabel } from './intentionLabels';

/**
 * A profile's intentions (issue 28) on the profile card, so on Discover, the Liked list and the
 * chat's profile view alike; an unanswered question reads "Not stated".
 */
export function IntentionsList({ intentions }: { intentions: Intentions }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-bold text-sand-900">
        {t('intentions.title')}
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
        {intentionQuestions.map((question) => (
          <div key={question} className="flex flex-col gap-0.5">
            <dt className="text-sm font-semibold text-sand-600">{questionLabel(t, question)}</dt>
            <dd className={intentions[question] === null ? 'text-sand-700 italic' : 'text-sand-900'}>
              {answerLabel(t, intentions[question])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
