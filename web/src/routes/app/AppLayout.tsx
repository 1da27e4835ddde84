import { Outlet, useLocation } from 'react-router';
import { useMatchBadge } from '../../features/matches/useMatchBadge';
import { RealtimeProvider } from '../../features/chat/realtime/realtimeProvider';
import { TabBar } from './TabBar';
import { isTabBarVisible } from './tabBarRules';

/**
 * Shell of every /app page: the page itself, fading in on each path change, over the tab bar;
 * the user's realtime connection stays open while any /app page is shown.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { unread, hasActiveMatch } = useMatchBadge();
  const showTabBar = isTabBarVisible(pathname);
  return (
    <RealtimeProvider>
      <div className="min-h-dvh">
        <main className={`mx-auto w-full max-w-2xl px-4 pt-6 ${showTabBar ? 'pb-24' : 'pb-6'}`}>
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
