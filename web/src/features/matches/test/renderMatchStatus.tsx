import type { MatchState } from '@mithaq/contract/matches';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppToaster } from '../../../components/AppToaster';
import { setAccessToken } from '../../../lib/authTokens';
import { SessionProvider } from '../../../lib/session';
import { jsonResponse, stubServer, type RouteHandler } from '../../../test/fakeServer';
import { ready } from '../../../test/sessionFixtures';
import { ChatMatchStatus } from '../ChatMatchStatus';
import { useMatch } from '../useMatch';
import { wallet } from './matchFixtures';

/** What the chat screen does: load the match, show its status. */
function ChatStatusOf({ matchId }: { matchId: string }) {
  const match = useMatch(matchId);
  return match.data ? (
    <div data-testid="match-status">
      <ChatMatchStatus match={match.data} />
    </div>
  ) : null;
}

/**
 * The chat screen's status block for `match`, signed in, against a fake server that serves the
 * match (GET /api/matches/:id) and a wallet of 10 tokens unless `routes` say otherwise.
 */
export function renderMatchStatus(match: MatchState, routes: Record<string, RouteHandler> = {}) {
  const server = stubServer({
    [`GET /api/matches/${match.id}`]: () => jsonResponse(200, { match }),
    'GET /api/tokens/wallet': () => jsonResponse(200, wallet(10)),
    ...routes,
  });
  setAccessToken('tok-1');
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider loader={() => Promise.resolve(ready)}>
        <ChatStatusOf matchId={match.id} />
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>,
    { reactStrictMode: true },
  );
  return { ...view, server, user };
}
