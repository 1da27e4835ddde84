import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { InitialEntry } from 'react-router';
import { AppToaster } from '../components/AppToaster';
import { SessionProvider, useSession } from '../lib/session';
import type { SessionLoader, SessionSnapshot } from '../lib/sessionTypes';
import { routes } from '../router';

/**
 * 'loading' keeps the session loader pending forever; 'server' uses the real loader, which talks
 * to the (stubbed) fetch like the app does.
 */
export type TestSession = SessionSnapshot | 'loading' | 'server';

function CaptureRefresh({ onRefresh }: { onRefresh: (refresh: () => Promise<void>) => void }) {
  const { refresh } = useSession();
  useEffect(() => onRefresh(refresh), [refresh, onRefresh]);
  return null;
}

/**
 * Mounts the real route table (and the toaster, and a fresh query cache) in StrictMode and a memory router with a controllable session.
 * `changeSession` simulates the session changing (for example after signing in elsewhere) and
 * re-runs the loader; it only applies to snapshot sessions.
 */
export function renderRoutes(entry: InitialEntry, session: TestSession) {
  let current = session;
  let refreshSession: () => Promise<void> = () => Promise.resolve();
  const fakeLoader: SessionLoader = () =>
    current === 'loading' || current === 'server' ? new Promise<SessionSnapshot>(() => {}) : Promise.resolve(current);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const captureRefresh = (refresh: () => Promise<void>) => {
    refreshSession = refresh;
  };
  // A fresh cache per test, without retries, so a failing query shows its error at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider loader={session === 'server' ? undefined : fakeLoader}>
        <RouterProvider router={router} />
        <CaptureRefresh onRefresh={captureRefresh} />
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>,
    // Like main.tsx: effects run twice, so one-shot effects (confirmation links) are tested for it.
    { reactStrictMode: true },
  );
  async function changeSession(next: SessionSnapshot) {
    current = next;
    await act(() => refreshSession());
  }
  return { ...view, router, changeSession, queryClient };
}
