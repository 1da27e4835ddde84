import type { AuthSession } from '@mithaq/contract/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { setAccessToken } from './authTokens';
import type { SignOutResult } from './authRequests';
import { transport } from './transport';
import { onRefreshOutcome } from './refreshSession';
import { loadSessionFromServer, loadSnapshotFor } from './sessionLoader';
import { SIGNED_OUT } from './sessionTypes';
import type { SessionLoadOptions, SessionLoader, SessionSnapshot, SessionState } from './sessionTypes';
import { useSilentRefresh } from './useSilentRefresh';
import { clearLocalUserData, hasSessionHint, setSessionHint } from './userStorage';

export interface SignUpResult {
  /** True when the server signed the new user in at once; otherwise the e-mail must be confirmed. */
  signedIn: boolean;
}

export interface SessionActions {
  /** Re-runs the session loader (keeps the current state until it answers). */
  refresh: () => Promise<void>;
  /** Stores the session's access token, then loads the profile and updates the status. */
  adoptSession: (session: AuthSession) => Promise<void>;
  /** Throws ApiError with the server's message when refused. */
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string) => Promise<SignUpResult>;
  /** Always ends the session locally; the result says whether the server agreed. */
  signOut: () => Promise<SignOutResult>;
  /**
   * Clears this device's session exactly as sign-out does, without asking the server: for when the
   * server has already ended every session (account deactivated or deleted).
   */
  forgetSession: () => void;
}

export interface SessionHint {
  /**
   * Whether the first check may find a session (this browser had one when last seen). Only the
   * public entry pages read it: they render at once for a visitor without one.
   */
  mayHaveSession: boolean;
}

export type SessionValue = SessionState & SessionActions & SessionHint;

const LOADING: SessionState = { status: 'loading', user: null, profile: null };

/** The auth calls (and the contract schemas they check answers with) load when first used. */
const authRequests = () => import('./authRequests');

const SessionContext = createContext<SessionValue | null>(null);

interface SessionProviderProps {
  /** Replaceable so tests can render any state; pass a stable function (it is an effect dependency). */
  loader?: SessionLoader;
  children: ReactNode;
}

type Load = (options: SessionLoadOptions) => Promise<SessionSnapshot>;

export function SessionProvider({ loader = loadSessionFromServer, children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(LOADING);
  const [mayHaveSession] = useState(hasSessionHint);
  const latestRequest = useRef(0);
  const userId = useRef<string | null>(null);

  const commit = useCallback((next: SessionState) => {
    // The signed-in user left (Log Out, or a session found dead): their browser data goes (spec §4).
    if (userId.current !== null && next.user === null) clearLocalUserData();
    userId.current = next.user?.id ?? null;
    setSessionHint(next.user !== null);
    setState(next);
  }, []);

  // Later loads keep the current state until the new one arrives: going back to 'loading' would
  // make the guards unmount the whole app (and lose its state) just to re-check the session.
  const run = useCallback(
    async (load: Load) => {
      const request = ++latestRequest.current;
      // An older, slower load must not overwrite a newer answer.
      const commitIfLatest = (next: SessionState) => {
        if (request === latestRequest.current) commit(next);
      };
      commitIfLatest(await load({ onProvisional: commitIfLatest }).catch(() => SIGNED_OUT));
    },
    [commit],
  );

  const refresh = useCallback(() => run(loader), [run, loader]);

  const adoptSession = useCallback(
    async (session: AuthSession) => {
      setAccessToken(session.accessToken, session.expiresAt);
      await transport().keepSession(session);
      return run((options) => loadSnapshotFor(session.user, options));
    },
    [run],
  );

  /** Signed out from here on: pending loads are ignored and the token is forgotten. */
  const endSession = useCallback(() => {
    latestRequest.current += 1;
    setAccessToken(null);
    // The key store answers later; nothing waits on it (a failure is only logged).
    transport().forgetSession().catch((error: unknown) => console.warn('The kept session was not forgotten', error));
    commit(SIGNED_OUT);
  }, [commit]);

  const signIn = useCallback(
    async (email: string, password: string) => adoptSession(await (await authRequests()).requestSignIn(email, password)),
    [adoptSession],
  );

  const signUp = useCallback(
    async (email: string, password: string): Promise<SignUpResult> => {
      const { session } = await (await authRequests()).requestSignUp(email, password);
      if (session) await adoptSession(session);
      return { signedIn: session !== null };
    },
    [adoptSession],
  );

  const signOut = useCallback(async () => {
    // Signing out never fails locally, even when the request's code cannot be loaded.
    const result = await authRequests().then(({ requestSignOut }) => requestSignOut(), (): SignOutResult => 'serverIssue');
    clearLocalUserData();
    endSession();
    return result;
  }, [endSession]);

  const forgetSession = useCallback(() => {
    clearLocalUserData();
    endSession();
  }, [endSession]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Refreshes made by the tick or by a 401 retry: a dead session signs out; a session that now
  // belongs to someone else (another tab signed in with the shared cookie) is taken over.
  useEffect(
    () =>
      onRefreshOutcome((outcome) => {
        if (!userId.current) return;
        if (outcome.kind === 'signedOut') endSession();
        if (outcome.kind === 'session' && outcome.session.user.id !== userId.current) void adoptSession(outcome.session);
      }),
    [endSession, adoptSession],
  );

  useSilentRefresh(state.user !== null);

  const value = useMemo<SessionValue>(
    () => ({ ...state, mayHaveSession, refresh, adoptSession, signIn, signUp, signOut, forgetSession }),
    [state, mayHaveSession, refresh, adoptSession, signIn, signUp, signOut, forgetSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
