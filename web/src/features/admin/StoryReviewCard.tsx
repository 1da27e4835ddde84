import { STORY_REJECT_REASON_MAX_CHARS, type AdminStory } from '@mithaq/contract/stories';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { TextAreaField } from '../../components/form/TextAreaField';
import type { StoryReview } from './useStoryReview';

/**
 * One story: its words and signature as the landing page shows them. Waiting for review: approve
 * or reject; on the landing page already: take it down (a rejection the couple reads).
 */
export function StoryReviewCard({ story, review }: { story: AdminStory; review: StoryReview }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [reason, setReason] = useState('');
  const busy = review.decide.isPending;
  const sent = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(story.submittedAt));
  const onHomePage = story.status === 'approved';
  const decide = (approve: boolean) =>
    review.decide.mutate(
      approve
        ? { matchId: story.matchId, signature: story.signature, approve }
        : { matchId: story.matchId, signature: story.signature, approve, reason: reason.trim(), takeDown: onHomePage },
    );
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-sand-900">
          <bdi>{story.signature}</bdi>
        </h3>
        <span className="text-sm text-sand-700">
          <bdi>{t('admin.stories.couple', { names: story.names.join(' & '), date: sent })}</bdi>
        </span>
        {onHomePage ? <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{t('admin.stories.onHomePage')}</span> : null}
      </header>
      <blockquote className="whitespace-pre-line text-sand-900">{story.body}</blockquote>
      <TextAreaField
        label={t(onHomePage ? 'admin.stories.takeDownLabel' : 'admin.stories.reasonLabel')}
        value={reason}
        rows={2}
        maxLength={STORY_REJECT_REASON_MAX_CHARS}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {onHomePage ? null : (
          <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={() => decide(true)}>
            <Check aria-hidden="true" className="size-5" />
            {t('admin.stories.approve')}
          </button>
        )}
        <button type="button" className={buttonClasses('danger')} disabled={busy} onClick={() => decide(false)}>
          <X aria-hidden="true" className="size-5" />
          {t(onHomePage ? 'admin.stories.takeDown' : 'admin.stories.reject')}
        </button>
      </div>
    </article>
  );
}
