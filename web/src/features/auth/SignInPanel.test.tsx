import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCard, expectPath, findToast, renderSignedOutAt } from '../../test/authPage';
import { deferredHandler, errorResponse, jsonResponse } from '../../test/fakeServer';
import { authSession, member } from '../../test/sessionFixtures';

const SIGN_IN = 'POST /api/auth/sign-in';
const withProfile = { 'GET /api/profiles/me': () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }) };

async function fillSignIn(user: Awaited<ReturnType<typeof renderSignedOutAt>>['user'], email: string, password: string) {
  const card = authCard('Welcome Back');
  if (email) await user.type(within(card).getByLabelText('Email'), email);
  if (password) await user.type(within(card).getByLabelText('Password'), password);
  await user.click(within(card).getByRole('button', { name: 'Sign In' }));
}

describe('Sign In tab', () => {
  it.each([
    ['', ''],
    ['amina@example.com', ''],
    ['', 'secret1'],
  ])('asks to fill in all fields (email "%s", password "%s")', async (email, password) => {
    const { user, server } = await renderSignedOutAt('/auth');
    await fillSignIn(user, email, password);
    // The check's schema arrives with the first submit at the latest (a chunk of its own).
    expect(await within(authCard('Welcome Back')).findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(await findToast('Please fill in all fields')).toBeInTheDocument();
    expect(server.requests(SIGN_IN)).toHaveLength(0);
  });

  it('shows "Signing in...", then adopts the session and returns to the remembered origin (replace)', async () => {
    const signIn = deferredHandler();
    const { user, server, router } = await renderSignedOutAt(
      { pathname: '/auth', state: { from: '/app/matches?tab=new' } },
      { [SIGN_IN]: signIn.handler, ...withProfile },
    );
    await fillSignIn(user, ' Amina@Example.com ', 'secret1');
    const busy = within(authCard('Welcome Back')).getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    // Sent once the sign-in request's code has arrived (a chunk of its own).
    await waitFor(() => expect(server.requests(SIGN_IN)[0]?.body).toEqual({ email: 'Amina@Example.com', password: 'secret1' }));

    signIn.respond(jsonResponse(200, authSession()));
    await expectPath(router, '/app/matches');
    expect(router.state.location.search).toBe('?tab=new');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /app/profiles by default, and to /signup when there is no profile yet', async () => {
    const first = await renderSignedOutAt('/auth', { [SIGN_IN]: () => jsonResponse(200, authSession()), ...withProfile });
    await fillSignIn(first.user, 'amina@example.com', 'secret1');
    await expectPath(first.router, '/app/profiles');
    first.unmount();

    const second = await renderSignedOutAt('/auth', {
      [SIGN_IN]: () => jsonResponse(200, authSession()),
      'GET /api/profiles/me': () => errorResponse(404, 'NOT_FOUND', 'Profile not found'),
    });
    await fillSignIn(second.user, 'amina@example.com', 'secret1');
    await expectPath(second.router, '/signup');
  });

  it.each([
    ['Invalid login credentials', () => errorResponse(401, 'UNAUTHORIZED', 'Invalid login credentials')],
    [
      'Too many attempts. Please wait a few minutes and try again.',
      () => errorResponse(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'),
    ],
    ['An unexpected error occurred', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['An unexpected error occurred', () => new Response('<html>Bad gateway</html>', { status: 502 })],
  ])('shows "%s" when the server says so', async (message, answer) => {
    const { user, router } = await renderSignedOutAt('/auth', { [SIGN_IN]: answer });
    await fillSignIn(user, 'amina@example.com', 'secret1');
    expect(await findToast(message)).toBeInTheDocument();
    const card = authCard('Welcome Back');
    expect(within(card).getByRole('alert')).toHaveTextContent(message);
    expect(within(card).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows and hides the password with its toggle', async () => {
    const { user } = await renderSignedOutAt('/auth');
    const card = authCard('Welcome Back');
    const password = within(card).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(card).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(card).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('Forgot password?', () => {
  const REQUEST = 'POST /api/auth/password-reset/request';

  it('reveals an e-mail field prefilled from sign-in, sends the link and confirms', async () => {
    const send = deferredHandler();
    const { user, server } = await renderSignedOutAt('/auth', { [REQUEST]: send.handler });
    const card = authCard('Welcome Back');
    await user.type(within(card).getByLabelText('Email'), 'amina@example.com');
    const toggle = within(card).getByRole('button', { name: 'Forgot password?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const form = within(card).getByRole('form', { name: 'Reset your password' });
    expect(within(form).getByLabelText('Email')).toHaveValue('amina@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(server.requests(REQUEST)[0]?.body).toEqual({ email: 'amina@example.com' });

    send.respond(jsonResponse(200, { ok: true }));
    expect(await findToast('Password reset email sent!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset your password' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'Please fill in all fields'],
    ['not-an-email', 'Email format is invalid'],
  ])('validates the address "%s"', async (email, message) => {
    const { user, server } = await renderSignedOutAt('/auth');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    if (email) await user.type(within(form).getByLabelText('Email'), email);
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(await findToast(message)).toBeInTheDocument();
    expect(server.requests(REQUEST)).toHaveLength(0);
  });
});

describe('Resend confirmation e-mail', () => {
  const RESEND = 'POST /api/auth/confirmation/resend';

  it("is offered beside 'Invalid login credentials' (an address still to be confirmed answers the same), says why, and sends the link again", async () => {
    const { user, server } = await renderSignedOutAt('/auth', {
      [SIGN_IN]: () => errorResponse(401, 'UNAUTHORIZED', 'Invalid login credentials'),
      [RESEND]: () => jsonResponse(200, { ok: true }),
    });
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
    await fillSignIn(user, 'amina@example.com', 'secret1');
    const group = await screen.findByRole('group', { name: 'Confirmation e-mail' });
    expect(group).toHaveTextContent('Just signed up? Open the link in our confirmation e-mail first: until then your password is refused.');
    await user.click(within(group).getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await findToast('If amina@example.com has an account waiting for confirmation, a new link is on its way.')).toBeInTheDocument();
    expect(server.requests(RESEND)[0]?.body).toEqual({ email: 'amina@example.com' });
  });

  it('is not offered for other refusals, and says the rate limit when the server does', async () => {
    const tooMany = 'Too many attempts. Please wait a few minutes and try again.';
    const { user, server } = await renderSignedOutAt('/auth', { [SIGN_IN]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await fillSignIn(user, 'amina@example.com', 'secret1');
    expect(await findToast('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
    server.route(SIGN_IN, () => errorResponse(401, 'UNAUTHORIZED', 'Invalid login credentials'));
    server.route(RESEND, () => errorResponse(429, 'RATE_LIMITED', tooMany));
    await user.click(within(authCard('Welcome Back')).getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await findToast(tooMany)).toBeInTheDocument();
  });
});
