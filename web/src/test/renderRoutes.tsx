import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { InitialEntry } from 'react-router';
import { SessionProvider, useSession } from '../lib/session';
import type { SessionSnapshot } from '../lib/sessionTypes';
import { routes } from '../router';

/** 'loading' keeps the session loader pending forever. */
export type TestSession = SessionSnapshot | 'loading';

function CaptureRefresh({ onRefresh }: { onRefresh: (refresh: () => Promise<void>) => void }) {
  const { refresh } = useSession();
  useEffect(() => onRefresh(refresh), [refresh, onRefresh]);
  return null;
}

/**
 * Mounts the real route table in a memory router with a controllable session. `changeSession`
 * simulates the session changing (for example after signing in) and re-runs the loader.
 */
export function renderRoutes(entry: InitialEntry, session: TestSession) {
  let current = session;
  let refreshSession: () => Promise<void> = () => Promise.resolve();
  const loader = () =>
    current === 'loading' ? new Promise<SessionSnapshot>(() => {}) : Promise.resolve(current);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const captureRefresh = (refresh: () => Promise<void>) => {
    refreshSession = refresh;
  };
  const view = render(
    <SessionProvider loader={loader}>
      <RouterProvider router={router} />
      <CaptureRefresh onRefresh={captureRefresh} />
    </SessionProvider>,
  );
  async function changeSession(next: SessionSnapshot) {
    current = next;
    await act(() => refreshSession());
  }
  return { ...view, router, changeSession };
}
