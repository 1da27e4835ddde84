import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { MarketingPrompt } from '../../features/account/MarketingPrompt';
import { IntentionsPrompt } from '../../features/profiles/public';
import { useMatchBadge } from '../../features/matches/useMatchBadge';
import { RealtimeProvider } from '../../features/chat/realtime/realtimeProvider';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { TabBar } from './TabBar';
import { isTabBarVisible } from './tabBarRules';
import { prefetchWhenIdle } from '../../lib/lazyRoute';
import { appChunks } from '../pageChunks';

/** A screen whose code takes longer than this to arrive gets a loading indicator (none for a quick one). */
const PENDING_INDICATOR_DELAY_MS = 300;

/** True once the router has waited for a screen's code for a noticeable moment. */
function useSlowNavigation(): boolean {
  const waiting = useNavigation().state === 'loading';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setSlow(true), PENDING_INDICATOR_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);
  return waiting && slow;
}

/**
 * Shell of every /app page: the page itself, fading in on each path change, over the tab bar;
 * the user's realtime connection stays open while any /app page is shown. Pages with the tab bar
 * have the notification bell at the top (the chat has its own header).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { unread, hasActiveMatch } = useMatchBadge();
  const showTabBar = isTabBarVisible(pathname);
  const slowNavigation = useSlowNavigation();
  // The other screens' code, once this one is up: switching tabs then never waits.
  useEffect(() => prefetchWhenIdle(Object.values(appChunks)), []);
  return (
    <RealtimeProvider>
      <div className="min-h-dvh">
        {slowNavigation ? (
          <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center">
            <div className="rounded-full bg-white/95 px-4 py-2 shadow-sm ring-1 ring-sand-200">
              <LoadingIndicator size="sm" />
            </div>
          </div>
        ) : null}
        {showTabBar ? (
          <header className="mx-auto flex w-full max-w-2xl justify-end px-4 pt-2">
            <NotificationBell />
          </header>
        ) : null}
        <main className={`mx-auto w-full max-w-2xl px-4 ${showTabBar ? 'pt-0 pb-24' : 'pt-6 pb-6'}`}>
          {showTabBar ? <MarketingPrompt /> : null}
          {/* Issue 28: a profile made before the intentions existed is asked once (answer or skip). */}
          {showTabBar ? <IntentionsPrompt /> : null}
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
