import { CircleUser, Compass, Heart, MessageCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { formatUnreadBadge } from '../../features/matches/unreadBadge';

type TabLabelKey = 'tabs.profiles' | 'tabs.liked' | 'tabs.matches' | 'tabs.account';

interface Tab {
  to: string;
  labelKey: TabLabelKey;
  Icon: LucideIcon;
}

const TABS: readonly Tab[] = [
  { to: paths.profiles, labelKey: 'tabs.profiles', Icon: Compass },
  { to: paths.liked, labelKey: 'tabs.liked', Icon: Heart },
  { to: paths.matches, labelKey: 'tabs.matches', Icon: MessageCircle },
  { to: paths.account, labelKey: 'tabs.account', Icon: CircleUser },
];

interface TabBarProps {
  unread: number;
  hasActiveMatch: boolean;
}

/** The unread count on the Matches icon (99+ at most); screen readers hear MatchesStatus instead. */
function UnreadBadge({ unread }: { unread: number }) {
  const badge = formatUnreadBadge(unread);
  return badge ? (
    <span aria-hidden="true" className="absolute -top-1.5 -end-3 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white">
      {badge}
    </span>
  ) : null;
}

/** Said after the tab's name ('Matches, 3 unread messages, You have an active match'), so the name still begins with it. */
function MatchesStatus({ unread, hasActiveMatch }: TabBarProps) {
  const { t } = useTranslation();
  return (
    <>
      {formatUnreadBadge(unread) ? <span className="sr-only">{t('tabs.unread', { count: unread })}</span> : null}
      {hasActiveMatch ? <span className="sr-only">{t('tabs.activeMatch')}</span> : null}
    </>
  );
}

export function TabBar({ unread, hasActiveMatch }: TabBarProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('tabs.navLabel')}
      className="fixed inset-x-0 bottom-0 z-10 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-2xl grid-cols-4">
        {TABS.map(({ to, labelKey, Icon }) => {
          const isMatches = to === paths.matches;
          return (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `flex min-h-14 flex-col items-center justify-center gap-1 text-xs font-medium ${
                    isActive ? 'font-semibold text-brand-700' : 'text-sand-600 hover:text-sand-900'
                  }`
                }
              >
                <span className="relative">
                  <Icon
                    aria-hidden="true"
                    data-testid={`tab-icon-${to}`}
                    className={`size-6 ${isMatches && hasActiveMatch ? 'text-red-600' : ''}`}
                  />
                  {isMatches ? <UnreadBadge unread={unread} /> : null}
                </span>
                {t(labelKey)}
                {isMatches ? <MatchesStatus unread={unread} hasActiveMatch={hasActiveMatch} /> : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
