import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authSession, admin } from '../../test/sessionFixtures';
import { expectPath, findToast, renderSignedOutAt } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';
import { adminRow, profilesKey, profilesPage, SLOW } from '../../features/admin/test/adminFixtures';

const SIGN_IN = 'POST /api/admin/sign-in';
const CODE = 'POST /api/admin/sign-in/code';
const askForCode = () => jsonResponse(200, { step: 'code', ticket: 'ticket-1' });
const invalid = () => errorResponse(401, 'UNAUTHORIZED', 'Invalid credentials');

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderSignedOutAt>>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/admin/login', () => {
  it.each([
    ['no username', '', 'long-admin-password'],
    ['no password', 'boss@example.com', ''],
  ])("with %s says 'Invalid credentials' without asking the server", async (_label, username, password) => {
    const { server, user } = await renderSignedOutAt('/admin/login', { [SIGN_IN]: invalid });
    await fillAndSubmit(user, username, password);
    expect(await findToast('Invalid credentials', SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(server.requests(SIGN_IN)).toHaveLength(0);
  });

  it("says 'Invalid credentials' when the server refuses (wrong password or not an admin) and stays", async () => {
    const { server, user, router } = await renderSignedOutAt('/admin/login', { [SIGN_IN]: invalid });
    await fillAndSubmit(user, 'member@example.com', 'their-own-password');
    expect(await findToast('Invalid credentials', SLOW)).toBeInTheDocument();
    expect(server.requests(SIGN_IN)[0]?.body).toEqual({ email: 'member@example.com', password: 'their-own-password' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it("says what the server said about too many attempts, and 'An unexpected error occurred' when it is down", async () => {
    const { server, user } = await renderSignedOutAt('/admin/login', {
      [SIGN_IN]: () => errorResponse(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'),
    });
    await fillAndSubmit(user, 'boss@example.com', 'long-admin-password');
    expect(await findToast('Too many attempts. Please wait a few minutes and try again.', SLOW)).toBeInTheDocument();
    server.route(SIGN_IN, () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('asks for the authenticator code after the password, and says when it is wrong', async () => {
    const { server, user, router } = await renderSignedOutAt('/admin/login', {
      [SIGN_IN]: askForCode,
      [CODE]: () => errorResponse(401, 'UNAUTHORIZED', 'Invalid code'),
    });
    await fillAndSubmit(user, 'boss@example.com', 'long-admin-password');
    const code = await screen.findByLabelText('Authentication code', undefined, { timeout: SLOW });
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    await user.type(code, '12a3');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code');
    expect(server.requests(CODE)).toHaveLength(0);
    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(server.requests(CODE)[0]?.body).toEqual({ ticket: 'ticket-1', code: '123456' }), { timeout: SLOW });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('shows a new admin the QR code and the secret as text to enrol', async () => {
    const { user } = await renderSignedOutAt('/admin/login', {
      [SIGN_IN]: () =>
        jsonResponse(200, { step: 'enrol', ticket: 't', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' }),
    });
    await fillAndSubmit(user, 'boss@example.com', 'long-admin-password');
    const qr = await screen.findByRole('img', { name: 'QR code to add Mithaq to your authenticator app' }, { timeout: SLOW });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('goes back to the password when the sign-in ticket has run out', async () => {
    const { user } = await renderSignedOutAt('/admin/login', {
      [SIGN_IN]: askForCode,
      [CODE]: () => errorResponse(401, 'UNAUTHORIZED', 'Your sign-in has expired. Please enter your password again.'),
    });
    await fillAndSubmit(user, 'boss@example.com', 'long-admin-password');
    await user.type(await screen.findByLabelText('Authentication code', undefined, { timeout: SLOW }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: SLOW })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your sign-in has expired. Please enter your password again.');
  });

  it("signs an admin in after the code: 'Login successful', then the dashboard", async () => {
    const { server, user, router } = await renderSignedOutAt('/admin/login', {
      [SIGN_IN]: askForCode,
      [CODE]: () => jsonResponse(200, authSession({ user: admin, accessToken: 'admin-token' })),
      'GET /api/profiles/me': () => errorResponse(404, 'NOT_FOUND', 'Profile not found'),
      [profilesKey()]: profilesPage([adminRow(1)]),
    });
    await fillAndSubmit(user, ' Boss@Example.com ', 'long-admin-password');
    expect(server.requests(CODE)).toHaveLength(0);
    await user.type(await screen.findByLabelText('Authentication code', undefined, { timeout: SLOW }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findToast('Login successful', SLOW)).toBeInTheDocument();
    await expectPath(router, '/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: SLOW })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Member1' }, { timeout: SLOW })).toBeInTheDocument();
    expect(server.requests(SIGN_IN)[0]?.body).toEqual({ email: 'Boss@Example.com', password: 'long-admin-password' });
    expect(server.requests(profilesKey())[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });
});
