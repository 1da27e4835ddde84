import type { LikedCard, LikedLists } from '@mithaq/contract/discover';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileActions } from '../profiles/public';
import { UnmatchedList } from '../matches/public';
import { LikedGrid } from './LikedGrid';
import { useFavoriteStatus } from './useFavoriteStatus';
import { LikedProfileDialog } from './LikedProfileDialog';

type ListKey = keyof LikedLists['counts'];
const LISTS: readonly ListKey[] = ['likedMe', 'iLiked', 'favorites'];
const isListKey = (tab: string): tab is ListKey => (LISTS as readonly string[]).includes(tab);

const TRIGGER =
  'min-h-11 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-sand-700 sm:flex-1 transition-colors hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm';

/** 'Liked Me (n)', 'I Liked (n)', 'Favorited (n)' and 'Unmatched', and the open profile's dialog. */
export function LikedTabs({ lists }: { lists: LikedLists }) {
  const { t, i18n } = useTranslation();
  const actions = useProfileActions(useFavoriteStatus(), { refreshListsNow: true });
  const [tab, setTab] = useState<string>('likedMe');
  const [opened, setOpened] = useState<LikedCard | null>(null);
  // The first page's copy when it holds the card (refreshed after every action), else the one opened from a later page.
  const openCard = opened && isListKey(tab) ? (lists[tab].find((card) => card.profile.id === opened.profile.id) ?? opened) : undefined;

  return (
    <>
      <Tabs.Root dir={i18n.dir()} value={tab} onValueChange={setTab} className="flex flex-col gap-4">
        <Tabs.List aria-label={t('liked.tabsLabel')} className="grid grid-cols-2 gap-1 rounded-xl bg-sand-200 p-1 sm:flex">
          {LISTS.map((key) => (
            <Tabs.Trigger key={key} value={key} className={TRIGGER}>
              {/* The whole count: "Show more" under the grid reaches all of it. */}
              {t(`liked.tabs.${key}`, { count: lists.counts[key] })}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="unmatched" className={TRIGGER}>
            {t('liked.tabs.unmatched')}
          </Tabs.Trigger>
        </Tabs.List>
        {LISTS.map((key) => (
          <Tabs.Content key={key} value={key}>
            <LikedGrid list={key} cards={lists[key]} next={lists.next[key]} emptyText={t(`liked.empty.${key}`)} onOpen={setOpened} />
          </Tabs.Content>
        ))}
        <Tabs.Content value="unmatched">
          <UnmatchedList />
        </Tabs.Content>
      </Tabs.Root>
      <LikedProfileDialog card={openCard} actions={actions} onClose={() => setOpened(null)} />
    </>
  );
}
