import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPath, findToast, renderSignedOutAt } from '../test/authPage';
import { deferredHandler, errorResponse, jsonResponse, stubServer } from '../test/fakeServer';
import { renderRoutes } from '../test/renderRoutes';
import { authSession, member } from '../test/sessionFixtures';

const CONFIRM = 'POST /api/auth/confirm-email';

describe('AuthPage', () => {
  it('shows the headline, the two tabs with Sign In first, and a link back home', async () => {
    const { user, router } = await renderSignedOutAt('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Find your perfect halal match' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sign In', 'Sign Up']);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Create Account' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await expectPath(router, '/');
  });

  it('shows the full-screen "Loading..." while the session is checked', async () => {
    const refresh = deferredHandler();
    stubServer({ 'POST /api/auth/refresh': refresh.handler });
    renderRoutes('/auth', 'server');
    expect(await screen.findByTestId('loading-fullscreen')).toHaveTextContent('Loading...');
    refresh.respond(jsonResponse(200, { session: null }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('the e-mail confirmation link', () => {
  it('confirms once, says so, and removes the token from the address (keeping the origin)', async () => {
    const { server, router } = await renderSignedOutAt(
      { pathname: '/auth', search: '?confirmation_token=tok-123', state: { from: '/app/liked' } },
      { [CONFIRM]: () => jsonResponse(200, { ok: true }) },
    );
    expect(await findToast('Email confirmed! You can sign in now.')).toBeInTheDocument();
    expect(server.requests(CONFIRM).map((request) => request.body)).toEqual([{ token: 'tok-123' }]);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ from: '/app/liked' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the server's message for a bad link", async () => {
    const message = 'Invalid confirmation link. Please request a new one.';
    const { router } = await renderSignedOutAt('/auth?confirmation_token=used', {
      [CONFIRM]: () => errorResponse(400, 'VALIDATION', message),
    });
    expect(await findToast(message)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('the mailed sign-in link', () => {
  const SIGN_IN_LINK = 'POST /api/auth/sign-in-link';

  it('signs in once, removes the token from the address, and goes on into the app', async () => {
    const { server, router } = await renderSignedOutAt('/auth?sign_in_token=tok-456', {
      [SIGN_IN_LINK]: () => jsonResponse(200, authSession()),
      'GET /api/profiles/me': () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }),
    });
    await expectPath(router, '/app/profiles');
    expect(server.requests(SIGN_IN_LINK).map((request) => request.body)).toEqual([{ token: 'tok-456' }]);
  });

  it('waits for the first session check: a "no session" answer arriving late cannot undo the link', async () => {
    const refresh = deferredHandler();
    const server = stubServer({
      'POST /api/auth/refresh': refresh.handler,
      [SIGN_IN_LINK]: () => jsonResponse(200, authSession()),
      'GET /api/profiles/me': () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }),
    });
    const { router } = renderRoutes('/auth?sign_in_token=tok-789', 'server');
    // The page shows at once and the token leaves the address bar, but nothing is redeemed yet.
    await expectPath(router, '/auth');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(server.requests(SIGN_IN_LINK)).toHaveLength(0);
    await act(async () => refresh.respond(jsonResponse(200, { session: null })));
    await expectPath(router, '/app/profiles');
    expect(server.requests(SIGN_IN_LINK).map((request) => request.body)).toEqual([{ token: 'tok-789' }]);
  });

  it("shows the server's message for a spent or expired link and stays signed out", async () => {
    const message = 'This sign-in link is invalid or has expired. Please sign in again.';
    const { router } = await renderSignedOutAt('/auth?sign_in_token=used', {
      [SIGN_IN_LINK]: () => errorResponse(400, 'VALIDATION', message),
    });
    expect(await findToast(message)).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auth', search: '' });
  });
});
