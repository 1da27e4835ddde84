import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authSession, member } from '../../test/sessionFixtures';
import { deferredHandler, jsonResponse, stubServer } from '../../test/fakeServer';
import { renderRoutes } from '../../test/renderRoutes';
import { expectPath } from '../../test/authPage';
import { SESSION_HINT_KEY } from '../../lib/userStorage';

const REFRESH = 'POST /api/auth/refresh';
const PROFILE = 'GET /api/profiles/me';
const HEADLINE = { level: 1, name: 'Find your perfect halal match' } as const;

let settle: (() => Promise<void>) | null = null;

/**
 * The real session layer, whose refresh waits until the test answers it. It is answered in the
 * end whatever happens: the refresh is shared by every caller until it settles (lib/refreshSession.ts).
 */
function renderWithPendingCheck(entry: string) {
  const refresh = deferredHandler();
  const server = stubServer({
    [REFRESH]: refresh.handler,
    [PROFILE]: () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }),
  });
  const view = renderRoutes(entry, 'server');
  const answer = (body: unknown) => act(async () => refresh.respond(jsonResponse(200, body)));
  settle = () => answer({ session: null });
  return { ...view, server, answer };
}

afterEach(async () => {
  await settle?.();
  settle = null;
});

describe('the first paint of a visitor without a session', () => {
  it('shows the landing page in the very first render, while the session is still being checked', async () => {
    const { server } = renderWithPendingCheck('/');
    // No waiting: this is the first commit.
    expect(screen.getByRole('heading', HEADLINE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByTestId('loading-spinner')).not.toBeInTheDocument();
    expect(server.requests(REFRESH)).toHaveLength(1);
  });

  it('shows the sign-in screen without a spinner for the session check', async () => {
    const { server } = renderWithPendingCheck('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByTestId('loading-spinner')).not.toBeInTheDocument();
    // The check is still out: the page did not wait for it.
    expect(server.requests(REFRESH)).toHaveLength(1);
  });

  it('stays on the landing page when the check finds no session, and remembers none', async () => {
    const { answer, router } = renderWithPendingCheck('/');
    await answer({ session: null });
    expect(screen.getByRole('heading', HEADLINE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('still takes a member into the app as soon as the check finds their session', async () => {
    const { answer, router } = renderWithPendingCheck('/');
    expect(screen.getByRole('heading', HEADLINE)).toBeInTheDocument();
    await answer({ session: authSession() });
    await expectPath(router, '/app/profiles');
    expect(router.state.historyAction).toBe('REPLACE');
    // Next time this browser waits for the check instead of showing the landing page first.
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it('sends a member found on /auth where they were heading', async () => {
    const { answer, router } = renderWithPendingCheck('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await answer({ session: authSession() });
    await expectPath(router, '/app/profiles');
  });
});

describe('the first paint of a browser that had a session', () => {
  it.each(['/', '/auth'])('%s waits for the check behind the spinner instead of flashing the public page', async (entry) => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { answer, router } = renderWithPendingCheck(entry);
    // The screen's code may load first (the same spinner), then the guard waits for the check.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading...'));
    expect(screen.queryByRole('heading', HEADLINE)).not.toBeInTheDocument();
    await answer({ session: authSession() });
    await expectPath(router, '/app/profiles');
  });

  it('shows the landing page once the check says the session is gone, and forgets the hint', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { answer } = renderWithPendingCheck('/');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading...'));
    expect(screen.queryByRole('heading', HEADLINE)).not.toBeInTheDocument();
    await answer({ session: null });
    expect(await screen.findByRole('heading', HEADLINE)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull());
  });
});
