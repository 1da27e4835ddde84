import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPath, findToast, renderSignedOutAt } from '../test/authPage';
import { deferredHandler, errorResponse, jsonResponse, stubServer } from '../test/fakeServer';
import { renderRoutes } from '../test/renderRoutes';

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
