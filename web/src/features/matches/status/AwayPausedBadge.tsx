import type { MatchState } from '@mithaq/contract/matches';
import { PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatProfile } from '../../profiles/public';

/**
 * In place of the countdown while it is the other's turn and they are away (issue 28): their
 * reply timer is paused until they are back (server/src/features/away).
 */
export function AwayPausedBadge({ match, until }: { match: MatchState; until: string }) {
  const { t, i18n } = useTranslation();
  const name = formatProfile(match.other, t, i18n.language).name;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(until));
  return (
    <p role="timer" className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-full bg-sky-50 px-4 py-2 text-sm text-sky-900 ring-1 ring-sky-200">
      <PauseCircle aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('away.paused', { name, date })}</span>
    </p>
  );
}
