import { MATCH_ANSWER_MAX_LENGTH } from '@mithaq/contract/constants';
import type { MatchState } from '@mithaq/contract/matches';
import { matchAnswerBodySchema } from '@mithaq/contract/matchQuestion';
import { MessageCircleQuestion } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/buttonStyles';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { contractText } from '../../../lib/serverText';
import { formatProfile } from '../../profiles/public';
import { useMatchAnswer } from './useMatchAnswer';

const BOX = 'flex flex-col gap-2 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200';

/**
 * The other member's one question (issue 28), which the viewer answers before paying: the server
 * refuses the payment until then. The answer may change until the chat unlocks.
 */
export function AnswerTheirQuestion({ match, answerRef }: { match: MatchState; answerRef?: Ref<HTMLTextAreaElement> }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const save = useMatchAnswer(match);
  const { theirQuestion, myAnswer } = match.question;
  const [draft, setDraft] = useState(myAnswer?.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!theirQuestion) return null;
  const name = formatProfile(match.other, t, i18n.language).name;

  const send = () => {
    const parsed = matchAnswerBodySchema.safeParse({ answer: draft });
    if (!parsed.success) return setError(contractText(t, parsed.error.issues[0]?.message ?? ''));
    setError(null);
    save.mutate(parsed.data.answer);
  };

  return (
    <section aria-labelledby={headingId} className={BOX}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-bold text-brand-900">
        <MessageCircleQuestion aria-hidden="true" className="size-4 shrink-0" />
        {t('matchQuestion.card.theirQuestion', { name })}
      </h3>
      <p className="font-semibold text-sand-900" data-testid="their-question">
        {theirQuestion}
      </p>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextAreaField
          ref={answerRef}
          label={t('matchQuestion.card.answerLabel')}
          rows={2}
          maxLength={MATCH_ANSWER_MAX_LENGTH}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          error={error}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={save.isPending} className={buttonClasses('secondary')}>
            {save.isPending ? t('matchQuestion.card.sending') : myAnswer ? t('matchQuestion.card.update') : t('matchQuestion.card.send')}
          </button>
          {myAnswer ? <p className="text-sm text-brand-800">{t('matchQuestion.card.answered')}</p> : null}
        </div>
      </form>
    </section>
  );
}

/** The viewer's own question on this match, and the other member's answer to it once given (this round). */
export function TheirAnswer({ match }: { match: MatchState }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { myQuestion, theirAnswer } = match.question;
  if (!myQuestion && !theirAnswer) return null;
  const name = formatProfile(match.other, t, i18n.language).name;
  return (
    <section aria-labelledby={headingId} className={BOX}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-bold text-brand-900">
        <MessageCircleQuestion aria-hidden="true" className="size-4 shrink-0" />
        {t('matchQuestion.card.yourQuestion')}
      </h3>
      {/* The question as they answered it: a later change of it does not undo their answer. */}
      <p className="font-semibold text-sand-900">{theirAnswer?.question ?? myQuestion}</p>
      {theirAnswer ? (
        <p className="text-sand-900" data-testid="their-answer">
          <span className="font-semibold">{t('matchQuestion.card.theirAnswer', { name })}</span> {theirAnswer.answer}
        </p>
      ) : (
        <p className="text-sm text-sand-600">{t('matchQuestion.card.notAnswered', { name })}</p>
      )}
    </section>
  );
}
