import { REALTIME_PATH } from '@mithaq/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { getAccessToken } from '../../../lib/authTokens';
import { RealtimeClient, realtimeUrl } from '../../../lib/realtime';
import type { TokenRenewal } from '../../../lib/realtime';
import type { RequestAnswer, RequestFrame } from '../../../lib/realtimeRequests';
import { createRealtimeCache } from './realtimeCache';
import { refreshSession } from '../../../lib/refreshSession';
import { notificationText } from '../../../lib/notificationText';
import { useSession } from '../../../lib/session';

interface RealtimeHandle {
  /** Tells the server which chat is on screen (null: none). */
  setViewing: (matchId: string | null) => void;
  /** A chat send or read mark over the open socket; null when there is none ready (use HTTP). */
  request: SocketRequest;
}

/** RealtimeClient.request of the current connection. */
export type SocketRequest = (frame: RequestFrame) => Promise<RequestAnswer> | null;

const RealtimeContext = createContext<RealtimeHandle>({ setViewing: () => {}, request: () => null });

async function renewAccessToken(): Promise<TokenRenewal> {
  const outcome = await refreshSession();
  return outcome.kind === 'session' ? 'renewed' : outcome.kind;
}

interface RealtimeProviderProps {
  children: ReactNode;
  /** Tests hand in their own WebSocket (and address); pass stable values (effect dependencies). */
  createSocket?: (url: string) => WebSocket;
  url?: string;
}

/**
 * The one realtime connection of the signed-in user, open while this is mounted (the /app
 * layout): events update the query cache, notifications become toasts. Signing out unmounts it,
 * which closes the socket; another user signing in gets a new one.
 */
export function RealtimeProvider({ children, createSocket, url }: RealtimeProviderProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const viewing = useRef<string | null>(null);
  const client = useRef<RealtimeClient | null>(null);
  // Read when the toast is due, so a language change does not reconnect.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);

  useEffect(() => {
    if (!userId) return;
    const cache = createRealtimeCache(queryClient, {
      userId,
      viewingMatchId: () => viewing.current,
      // Keyed by its text: the same news told twice (the like that made a match toasts it too) shows once.
      notify: (notification) => {
        const text = notificationText(translate.current, notification);
        toast(text, { id: text });
      },
    });
    const connection = new RealtimeClient({
      url: url ?? realtimeUrl(REALTIME_PATH),
      getToken: getAccessToken,
      renewToken: renewAccessToken,
      onEvent: cache.handle,
      onReady: ({ reconnected }) => void cache.catchUp(reconnected),
      onUnreachable: () => toast.error(translate.current('chat.messages.realtimeFailed')),
      // The session was revoked or the account closed: the refresh finds that out and signs out.
      onSessionEnded: () => void refreshSession(),
      createSocket,
    });
    connection.setViewing(viewing.current);
    connection.start();
    client.current = connection;
    return () => {
      connection.stop();
      cache.dispose();
      if (client.current === connection) client.current = null;
    };
  }, [userId, queryClient, url, createSocket]);

  const setViewing = useCallback((matchId: string | null) => {
    viewing.current = matchId;
    client.current?.setViewing(matchId);
  }, []);
  const request = useCallback<SocketRequest>((frame) => client.current?.request(frame) ?? null, []);
  const handle = useMemo(() => ({ setViewing, request }), [setViewing, request]);
  return <RealtimeContext.Provider value={handle}>{children}</RealtimeContext.Provider>;
}

/** Sends chat frames over the app's socket while it is up (see SocketRequest). */
export function useSocketRequest(): SocketRequest {
  return useContext(RealtimeContext).request;
}

/**
 * Announces `matchId` as the chat on screen while the component is mounted and the tab is
 * visible; a hidden tab or leaving the chat announces none (so notifications come again).
 */
export function useViewingChat(matchId: string): void {
  const { setViewing } = useContext(RealtimeContext);
  useEffect(() => {
    const update = () => setViewing(document.visibilityState === 'hidden' ? null : matchId);
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      setViewing(null);
    };
  }, [matchId, setViewing]);
}
