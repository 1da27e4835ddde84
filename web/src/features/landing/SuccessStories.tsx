import { apiPaths } from '@mithaq/contract/endpoints/paths';
import type { PublicStory } from '@mithaq/contract/stories';
import { Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api';

/**
 * The landing page is in the first script, which carries no zod: the answer is checked by hand.
 * Anything unexpected counts as no stories.
 */
function storiesIn(answer: unknown): PublicStory[] {
  const stories = (answer as { stories?: unknown } | null)?.stories;
  if (!Array.isArray(stories)) return [];
  return stories.filter(
    (story): story is PublicStory =>
      typeof story === 'object' && story !== null && ['body', 'signature', 'approvedMonth'].every((key) => typeof (story as Record<string, unknown>)[key] === 'string'),
  );
}

/** "July 2026" in the page's language, from the server's YYYY-MM. */
function monthOf(approvedMonth: string, language: string) {
  const [year, month] = approvedMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/**
 * Couples' success stories a moderator approved (newest first): the words and the signature the
 * couple chose, with the month. No names, pictures or links. While none are approved (or the
 * server cannot be reached) the page shows nothing here.
 */
export function SuccessStories() {
  const { t, i18n } = useTranslation();
  const [stories, setStories] = useState<PublicStory[]>([]);
  useEffect(() => {
    let live = true;
    apiFetch<unknown>(apiPaths.stories.public, { bearer: false }).then(
      (answer) => live && setStories(storiesIn(answer)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!stories.length) return null;
  return (
    <section aria-labelledby="stories-title" className="mx-auto max-w-5xl px-4 pb-12">
      <h2 id="stories-title" className="mb-4 text-center text-2xl font-bold text-brand-950">
        {t('landing.stories.title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {stories.map((story, index) => (
          // The stories have no public id (none is given out): their order is the server's.
          <li key={index} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <figure className="flex flex-col gap-3">
              <Quote aria-hidden="true" className="size-6 text-brand-700 rtl:-scale-x-100" />
              <blockquote className="whitespace-pre-line text-sand-900">{story.body}</blockquote>
              <figcaption className="text-sm font-semibold text-sand-700">
                {t('landing.stories.signed', { signature: story.signature, month: monthOf(story.approvedMonth, i18n.language) })}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
