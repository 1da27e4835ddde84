import { clientPaths as paths } from '@mithaq/contract/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink';
import { MatchList } from '../../features/matches/MatchList';
import { useMatchBadge } from '../../features/matches/useMatchBadge';
import { useUnmatchedMatches } from '../../features/matches/useMatchLists';
import { PushOffer } from '../../features/push/PushOffer';

/** `/app/matches`, 'Your Matches': the active matches, and the way to the unmatched ones. */
export function MatchesPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const unmatched = useUnmatchedMatches();
  const { hasActiveMatch } = useMatchBadge();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="text-2xl font-bold text-sand-900">
          {t('app.titles.matches')}
        </h1>
        <ButtonLink to={paths.unmatched} variant="secondary">
          {t('matches.list.unmatchedButton', { count: unmatched.data?.length ?? 0 })}
        </ButtonLink>
      </div>
      <PushOffer hasMatch={hasActiveMatch} />
      <MatchList />
    </section>
  );
}
