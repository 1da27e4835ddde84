import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { loadSessionFromServer } from './sessionLoader';
import { SIGNED_OUT } from './sessionTypes';
import type { SessionLoader, SessionState } from './sessionTypes';

export type SessionValue = SessionState & { refresh: () => Promise<void> };

const LOADING: SessionState = { status: 'loading', user: null, profile: null };

const SessionContext = createContext<SessionValue | null>(null);

interface SessionProviderProps {
  /** Replaceable so tests can render any state; pass a stable function (it is an effect dependency). */
  loader?: SessionLoader;
  children: ReactNode;
}

export function SessionProvider({ loader = loadSessionFromServer, children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(LOADING);
  const latestRequest = useRef(0);

  // Later refreshes keep the current state until the new one arrives: going back to 'loading' would
  // make the guards unmount the whole app (and lose its state) just to re-check the session.
  const refresh = useCallback(async () => {
    const request = ++latestRequest.current;
    const next = await loader().catch(() => SIGNED_OUT);
    // An older, slower load must not overwrite a newer answer.
    if (request === latestRequest.current) setState(next);
  }, [loader]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<SessionValue>(() => ({ ...state, refresh }), [state, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
