import { MoonStar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconLine } from '../../../components/IconLine';

/**
 * Issue 28: a match who has not signed in for 30 days. The server says only yes or no (never when
 * they were last here), and only to their matches: nothing shows for anyone else.
 */
export function InactiveBadge({ inactive }: { inactive: boolean | undefined }) {
  const { t } = useTranslation();
  if (!inactive) return null;
  // The space keeps the name and the badge two words for a screen reader ("Yusuf Inactive"); the
  // flex rows it sits in do not draw it.
  return (
    <>
      {' '}
      <span className="shrink-0 rounded-full bg-sand-100 px-2 text-xs leading-5 font-medium text-sand-700 ring-1 ring-sand-300">
        {t('inactive.badge')}
      </span>
    </>
  );
}

/** The same on the profile card (the chat's profile view), in words. */
export function InactiveLine({ inactive }: { inactive: boolean | undefined }) {
  const { t } = useTranslation();
  if (!inactive) return null;
  return <IconLine icon={MoonStar}>{t('inactive.cardLine')}</IconLine>;
}
