import type { Story } from '@mithaq/contract/stories';
import { BookHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { StoryForm } from './StoryForm';
import { useStory } from './useStory';

const STATUS_KEYS = {
  pending: 'stories.status.pending',
  approved: 'stories.status.approved',
  rejected: 'stories.status.rejected',
} as const;

/** What the story's state means for the viewer, in one sentence. */
function statusKey(story: Story) {
  if (story.status === 'draft') return story.agreedMine ? 'stories.status.waitingTheirs' : 'stories.status.waitingMine';
  return STATUS_KEYS[story.status];
}

/**
 * In the congratulations: the couple's success story. Either writes it (with a signature of their
 * choosing), the other reads and agrees or declines; with both agreements a moderator reviews it
 * for the home page. Either may edit (the other is asked again) or withdraw it at any time.
 */
export function SuccessStoryCard({ matchId, name }: { matchId: string; name: string }) {
  const { t } = useTranslation();
  const actions = useStory(matchId);
  const { state, agree, withdraw } = actions;
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  if (!state?.mayWrite) return null;
  const { story } = state;
  const busy = agree.isPending || withdraw.isPending;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-brand-200">
      <h3 id={titleId} className="flex items-center gap-2 text-base font-bold">
        <BookHeart aria-hidden="true" className="size-5 shrink-0" />
        {t('stories.title')}
      </h3>
      {editing ? (
        <StoryForm
          initial={story ?? { body: '', signature: state.defaultSignature }}
          name={name}
          write={actions.write}
          onDone={() => setEditing(false)}
        />
      ) : story ? (
        <>
          <figure className="flex flex-col gap-1">
            <blockquote className="whitespace-pre-line">{story.body}</blockquote>
            <figcaption className="font-semibold">{t('stories.signed', { signature: story.signature })}</figcaption>
          </figure>
          <p role="status">{t(statusKey(story), { name })}</p>
          {story.status === 'rejected' && story.rejectReason ? <p>{t('stories.rejectReason', { reason: story.rejectReason })}</p> : null}
          <div className="flex flex-wrap gap-2">
            {story.agreedMine ? null : (
              <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={() => agree.mutate()}>
                {t('stories.agree')}
              </button>
            )}
            <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => setEditing(true)}>
              {t('stories.edit')}
            </button>
            <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={() => withdraw.mutate()}>
              {t(story.agreedMine ? 'stories.withdraw' : 'stories.decline')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('stories.invite')}</p>
          <div>
            <button type="button" className={buttonClasses('primary')} onClick={() => setEditing(true)}>
              {t('stories.write')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
