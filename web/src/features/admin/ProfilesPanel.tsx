import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { CONTROL } from '../../components/form/fieldStyles';
import { LoadMore } from '../../components/LoadMore';
import { ProfileCounts } from './ProfileCounts';
import { ProfileDetailsDialog } from './ProfileDetailsDialog';
import { ProfileRow } from './ProfileRow';
import { useAdminProfiles, useLoadFailure, useSettledValue } from './useAdminData';
import type { Moderation } from './useModeration';
import { TableScroller } from './TableScroller';

const COLUMNS = ['profile', 'details', 'pictures', 'status', 'tokens', 'created'] as const;
const SEARCH_PAUSE_MS = 300;

/** The Profiles tab (spec §2 Admin): counts, search box and the profile table. */
export function ProfilesPanel({ moderation }: { moderation: Moderation }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed.trim(), SEARCH_PAUSE_MS);
  const profiles = useAdminProfiles(search);
  const [openId, setOpenId] = useState<string | null>(null);
  useLoadFailure(profiles.error, t('admin.messages.loadFailed'));

  const pages = profiles.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.profiles);
  return (
    <div className="flex flex-col gap-4">
      <ProfileCounts counts={pages[0]?.counts} />
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('admin.search.label')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-sand-600" />
        <input
          id={searchId}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('admin.search.placeholder')}
          className={`${CONTROL} ps-10`}
        />
      </div>
      {profiles.isPending ? <LoadingIndicator size="md" /> : null}
      {profiles.isError && !profiles.data ? (
        <LoadError message={t('admin.messages.loadFailed')} onRetry={() => void profiles.refetch()} />
      ) : null}
      {profiles.data ? (
        <TableScroller label={t('admin.table.caption')}>
          <table className="w-full min-w-[56rem] text-sm" aria-busy={profiles.isFetching}>
            <caption className="sr-only">{t('admin.table.caption')}</caption>
            <thead className="bg-sand-100 text-sand-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`admin.table.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((profile) => (
                <ProfileRow key={profile.id} profile={profile} moderation={moderation} onOpen={setOpenId} />
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p className="p-4 text-center text-sand-700">{t('admin.table.empty')}</p> : null}
        </TableScroller>
      ) : null}
      <LoadMore hasMore={profiles.hasNextPage} loading={profiles.isFetchingNextPage} onMore={() => void profiles.fetchNextPage()} />
      <ProfileDetailsDialog profileId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
