import type { MatchState } from '@mithaq/contract/matches';
import { MessageCircle, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { CONTROL } from '../../components/form/fieldStyles';
import { formatProfile } from '../profiles/public';
import { MatchRow } from './MatchRow';
import { useActiveMatches } from './useMatchLists';
import { useNow } from './useNow';

const MINUTE = 60_000;

function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-sand-200">
      <MessageCircle aria-hidden="true" className="size-10 text-brand-700" />
      <p className="font-semibold text-sand-800">{text}</p>
    </div>
  );
}

/** The active matches with the 'Search matches...' name filter and the spec's empty states. */
export function MatchList() {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const query = useActiveMatches();
  const [search, setSearch] = useState('');
  // 'Today' moves on while the page stays open; a minute is fine enough for 'h:mm a' and dates.
  const now = new Date(useNow(MINUTE));
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const shown = useMemo(
    () =>
      (query.data ?? []).filter((match: MatchState) =>
        formatProfile(match.other, t, i18n.language).name.toLocaleLowerCase(i18n.language).includes(needle),
      ),
    [query.data, needle, t, i18n.language],
  );

  if (query.isError) return <LoadError message={t('matches.list.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingIndicator />;
  if (query.data.length === 0) return <EmptyState text={t('matches.list.empty')} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('matches.list.searchLabel')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-sand-500" />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('matches.list.searchPlaceholder')}
          className={`${CONTROL} ps-10`}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState text={t('matches.list.noResults', { query: search.trim() })} />
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((match) => (
            <li key={match.id}>
              <MatchRow match={match} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
