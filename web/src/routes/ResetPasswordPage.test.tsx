import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectPath, findToast } from '../test/authPage';
import { deferredHandler, errorResponse, jsonResponse, stubServer } from '../test/fakeServer';
import type { RouteHandler } from '../test/fakeServer';
import { renderRoutes } from '../test/renderRoutes';
import { ready, signedOut } from '../test/sessionFixtures';

const CHECK = 'POST /api/auth/password-reset/check';
const CONFIRM = 'POST /api/auth/password-reset/confirm';
const INVALID = 'Invalid reset link. Please request a new password reset.';
const invalidLink = () => errorResponse(400, 'VALIDATION', INVALID);

/** Opens a reset link; the check answers `check`, the update answers `confirm`. */
async function openResetLink(entry: string, routes: Partial<Record<'check' | 'confirm', RouteHandler>> = {}) {
  const server = stubServer({
    [CHECK]: routes.check ?? (() => jsonResponse(200, { ok: true })),
    [CONFIRM]: routes.confirm ?? (() => jsonResponse(200, { ok: true })),
  });
  const user = userEvent.setup();
  const view = renderRoutes(entry, signedOut);
  return { ...view, server, user };
}

async function submitPasswords(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  const submit = await screen.findByRole('button', { name: 'Update Password' });
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(submit);
}

describe('ResetPasswordPage', () => {
  it('without a token: says the link is invalid and goes to /auth', async () => {
    const { router, server } = await openResetLink('/reset-password');
    expect(await findToast(INVALID)).toBeInTheDocument();
    await expectPath(router, '/auth');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(server.requests(CHECK)).toHaveLength(0);
  });

  it('with a bad token: checks it first, then the same message and /auth', async () => {
    const { router, server } = await openResetLink('/reset-password?token=bad', { check: invalidLink });
    expect(await findToast(INVALID)).toBeInTheDocument();
    await expectPath(router, '/auth');
    expect(server.requests(CHECK)[0]?.body).toEqual({ token: 'bad' });
  });

  it('with a good token: shows the form and removes the token from the address', async () => {
    const check = deferredHandler();
    const { router, server } = await openResetLink('/reset-password?token=good', { check: check.handler });
    // The page's code arrives first (a chunk of its own), then it checks the token.
    await waitFor(() => expect(server.requests(CHECK).length).toBeGreaterThan(0));
    expect(screen.getByTestId('loading-fullscreen')).toHaveTextContent('Loading...');
    check.respond(jsonResponse(200, { ok: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your new password below')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/reset-password', search: '' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('is open to signed-in users too (no guard)', async () => {
    stubServer({ [CHECK]: () => jsonResponse(200, { ok: true }) });
    const { router } = renderRoutes('/reset-password?token=good', ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it.each([
    ['', '', 'Password must be at least 6 characters', 'New Password'],
    ['abc', 'abc', 'Password must be at least 6 characters', 'New Password'],
    ['secret1', 'secret2', "Passwords don't match", 'Confirm New Password'],
    ['secret1', 'abc', 'Password must be at least 6 characters', 'Confirm New Password'],
  ])('validates "%s" / "%s": "%s" on %s', async (password, confirm, message, field) => {
    const { user, server } = await openResetLink('/reset-password?token=good');
    await submitPasswords(user, password, confirm);
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(await findToast(message)).toBeInTheDocument();
    expect(server.requests(CONFIRM)).toHaveLength(0);
  });

  it('shows "Updating...", then "Password updated successfully!" and goes to /auth', async () => {
    const confirm = deferredHandler();
    const { user, server, router } = await openResetLink('/reset-password?token=good', { confirm: confirm.handler });
    await submitPasswords(user, 'secret1', 'secret1');
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(server.requests(CONFIRM)[0]?.body).toEqual({ token: 'good', password: 'secret1' });
    confirm.respond(jsonResponse(200, { ok: true }));
    expect(await findToast('Password updated successfully!')).toBeInTheDocument();
    await expectPath(router, '/auth');
  });

  it('sends the user to /auth when the link stopped working meanwhile', async () => {
    const { user, router } = await openResetLink('/reset-password?token=good', { confirm: invalidLink });
    await submitPasswords(user, 'secret1', 'secret1');
    expect(await findToast(INVALID)).toBeInTheDocument();
    await expectPath(router, '/auth');
  });

  it("stays on the form with the server's message for a rejected password", async () => {
    const message = 'This password is too common. Please choose a different one.';
    const { user, router } = await openResetLink('/reset-password?token=good', {
      confirm: () => errorResponse(400, 'VALIDATION', message),
    });
    await submitPasswords(user, 'password', 'password');
    expect(await findToast(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
