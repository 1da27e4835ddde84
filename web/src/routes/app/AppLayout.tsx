import { Outlet, useLocation } from 'react-router';
import { MarketingPrompt } from '../../features/account/MarketingPrompt';
import { useMatchBadge } from '../../features/matches/useMatchBadge';
import { RealtimeProvider } from '../../features/chat/realtime/realtimeProvider';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { TabBar } from './TabBar';
import { isTabBarVisible } from './tabBarRules';

/**
 * Shell of every /app page: the page itself, fading in on each path change, over the tab bar;
 * the user's realtime connection stays open while any /app page is shown. Pages with the tab bar
 * have the notification bell at the top (the chat has its own header).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { unread, hasActiveMatch } = useMatchBadge();
  const showTabBar = isTabBarVisible(pathname);
  return (
    <RealtimeProvider>
      <div className="min-h-dvh">
        {showTabBar ? (
          <header className="mx-auto flex w-full max-w-2xl justify-end px-4 pt-2">
            <NotificationBell />
          </header>
        ) : null}
        <main className={`mx-auto w-full max-w-2xl px-4 ${showTabBar ? 'pt-0 pb-24' : 'pt-6 pb-6'}`}>
          {showTabBar ? <MarketingPrompt /> : null}
          {/* Keyed by path so the fade-in keyframe replays on every navigation. */}
          <div key={pathname} data-testid="page-transition" className="animate-page-in motion-reduce:animate-none">
            <Outlet />
          </div>
        </main>
        {showTabBar ? <TabBar unread={unread} hasActiveMatch={hasActiveMatch} /> : null}
      </div>
    </RealtimeProvider>
  );
}
