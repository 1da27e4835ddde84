import type { MatchState } from '@mithaq/contract/matches';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { answerLabel } from '../../profiles/public';

/**
 * Before paying (issue 28): where the two profiles' intentions differ, as the server computed
 * them (match.intentionDifferences), one sentence each naming the other with their pronoun.
 * Nothing is shown when they agree or an answer is not stated.
 */
export function IntentionDifferences({ match }: { match: MatchState }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (match.intentionDifferences.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-bold text-amber-900">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('intentions.differences.title')}
      </h3>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-sand-900">
        {match.intentionDifferences.map(({ question, theirs, yours }) => (
          <li key={question}>
            {/* The pronoun is the other member's: one sentence per sex (languages without them repeat it). */}
            {t(`intentions.differences.${question}_${match.other.sex}`, { theirs: answerLabel(t, theirs), yours: answerLabel(t, yours) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
