import { act, screen, waitFor, within } from '@testing-library/react';
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
  const CHECK = 'POST /api/auth/confirm-email/check';
  const NEW_PASSWORD = 'POST /api/auth/confirm-email/new-password';
  const ok = () => jsonResponse(200, { ok: true });
  const confirmCard = () => screen.findByRole('region', { name: 'Confirm your e-mail address' });

  it('asks for the password chosen at sign-up, confirms with it, and takes the token out of the address (keeping the origin)', async () => {
    const { server, router, user } = await renderSignedOutAt(
      { pathname: '/auth', search: '?confirmation_token=tok-123', state: { from: '/app/liked' } },
      { [CHECK]: ok, [CONFIRM]: ok },
    );
    const card = within(await confirmCard());
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ from: '/app/liked' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(card.getByText('Type the password you chose when you signed up.')).toBeInTheDocument();
    expect(server.requests(CONFIRM)).toHaveLength(0);

    await user.type(card.getByLabelText('Password'), 'secret1');
    await user.click(card.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await findToast('Email confirmed! You can sign in now.')).toBeInTheDocument();
    expect(server.requests(CHECK).map((request) => request.body)).toEqual([{ token: 'tok-123' }]);
    expect(server.requests(CONFIRM).map((request) => request.body)).toEqual([{ token: 'tok-123', password: 'secret1' }]);
    // Then the sign-in tab, where the confirmed password now works.
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('asks for the password before anything is sent', async () => {
    const { server, user } = await renderSignedOutAt('/auth?confirmation_token=tok-1', { [CHECK]: ok, [CONFIRM]: ok });
    const card = within(await confirmCard());
    await user.click(card.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(server.requests(CONFIRM)).toHaveLength(0);
  });

  it("says at once when the link is spent or expired (the server's message), and shows the tabs", async () => {
    const message = 'Invalid confirmation link. Please request a new one.';
    const { router } = await renderSignedOutAt('/auth?confirmation_token=used', { [CHECK]: () => errorResponse(400, 'VALIDATION', message) });
    expect(await findToast(message)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it("says when the password is not the account's, and lets her choose a new one with the same link", async () => {
    const wrong = 'That is not the password of this account. Type the one you chose when you signed up, or choose a new password.';
    const { server, user } = await renderSignedOutAt('/auth?confirmation_token=tok-9', {
      [CHECK]: ok,
      [CONFIRM]: () => errorResponse(400, 'VALIDATION', wrong),
      [NEW_PASSWORD]: ok,
    });
    const card = within(await confirmCard());
    await user.type(card.getByLabelText('Password'), 'what-i-chose');
    await user.click(card.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await card.findByRole('alert')).toHaveTextContent(wrong);

    const choose = card.getByRole('button', { name: 'Not your password, or forgot it? Choose a new one' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText(/Every device signed in to this account will be signed out/)).toBeInTheDocument();
    await user.type(card.getByLabelText('New Password'), 'a-new-choice');
    await user.type(card.getByLabelText('Confirm New Password'), 'a-new-chioce');
    await user.click(card.getByRole('button', { name: 'Save password and confirm' }));
    expect(await card.findByText("Passwords don't match")).toBeInTheDocument();
    expect(server.requests(NEW_PASSWORD)).toHaveLength(0);

    await user.clear(card.getByLabelText('Confirm New Password'));
    await user.type(card.getByLabelText('Confirm New Password'), 'a-new-choice');
    await user.click(card.getByRole('button', { name: 'Save password and confirm' }));
    expect(await findToast('Email confirmed and your new password saved. You can sign in now.')).toBeInTheDocument();
    expect(server.requests(NEW_PASSWORD).map((request) => request.body)).toEqual([{ token: 'tok-9', password: 'a-new-choice' }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('goes back to the tabs without confirming anything', async () => {
    const { server, user } = await renderSignedOutAt('/auth?confirmation_token=tok-2', { [CHECK]: ok, [CONFIRM]: ok });
    const card = within(await confirmCard());
    await user.click(card.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome Back' })).toBeInTheDocument();
    expect(server.requests(CONFIRM)).toHaveLength(0);
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
