import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectPath, findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, stubServer } from '../../test/fakeServer';
import type { RouteHandler } from '../../test/fakeServer';
import { ownProfile } from '../../test/profileFixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { member, ready } from '../../test/sessionFixtures';
import { setAccessToken } from '../../lib/authTokens';
import { getAccessToken } from '../../lib/api';
import { PROFILE_CACHE_KEY, SIGNUP_FORM_KEY } from '../../lib/userStorage';

const wallet = {
  balance: 12,
  transactions: [
    { id: '6a1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f01', amount: -3, type: 'payment', key: 'ledger.unlock', params: { name: 'Yusuf' }, description: null, text: 'Chat unlock', createdAt: '2025-07-20T10:00:00.000Z' },
    { id: '6a1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f02', amount: 10, type: 'grant', key: 'ledger.welcome', params: {}, description: null, text: 'Welcome tokens', createdAt: '2025-07-01T10:00:00.000Z' },
  ],
};

async function renderAccount(routes: Record<string, RouteHandler> = {}) {
  const server = stubServer({
    'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile() }),
    'GET /api/tokens/wallet': () => jsonResponse(200, wallet),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderRoutes('/app/account', ready);
  await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
  return { ...view, server, user };
}

describe('Account page: profile card', () => {
  it('shows the first picture, name, age, city and country, and occupation', async () => {
    await renderAccount();
    expect(await screen.findByText('Amina, 29')).toBeInTheDocument();
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Teacher')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Amina' })).toHaveAttribute('src', '/media/pictures/p0.webp?sig=x');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('uses the formatted defaults and the placeholder picture, and shows the verified badge', async () => {
    await renderAccount({
      'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile({ name: '', country: '', city: '', pictures: [], verified: true }) }),
    });
    expect(await screen.findByText('Anonymous, 29')).toBeInTheDocument();
    expect(screen.getByText('Unknown, Unknown')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(document.querySelector('img[src="/placeholder-profile.svg"]')).not.toBeNull();
  });

  it('Edit goes to the edit screen', async () => {
    const { user, router } = await renderAccount();
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await expectPath(router, '/app/edit-profile');
  });

  it('says when the profile cannot be loaded, and Try Again asks again', async () => {
    let answer = () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred');
    const { user } = await renderAccount({ 'GET /api/profiles/me': () => answer() });
    expect(await screen.findByText('Failed to load your profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    answer = () => jsonResponse(200, { profile: ownProfile() });
    await user.click(screen.getAllByRole('button', { name: 'Try Again' })[0]!);
    expect(await screen.findByText('Amina, 29')).toBeInTheDocument();
  });

  it('ends with the contact lines and the Privacy Policy link', async () => {
    await renderAccount();
    expect(screen.getByRole('link', { name: 'support@mithaq.app' })).toHaveAttribute('href', 'mailto:support@mithaq.app');
    expect(screen.getByRole('link', { name: 'privacy@mithaq.app' })).toHaveAttribute('href', 'mailto:privacy@mithaq.app');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('Account page: token wallet', () => {
  it('shows the balance and the last transactions with signed amounts and dates', async () => {
    await renderAccount();
    const card = screen.getByRole('region', { name: 'Token Wallet' });
    expect(await within(card).findByText('12 tokens')).toBeInTheDocument();
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Chat unlockJul 20, 2025-3', 'Welcome tokensJul 1, 2025+10']);
    expect(within(card).getByText('New members get tokens replenished every week.')).toBeInTheDocument();
  });

  it("'Buy Tokens' says purchasing is coming soon", async () => {
    const { user } = await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Buy Tokens' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy Tokens' });
    expect(dialog).toHaveAccessibleDescription('Token purchases are coming soon.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there are no transactions yet, or the wallet cannot be loaded', async () => {
    const first = await renderAccount({ 'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 1, transactions: [] }) });
    expect(await screen.findByText('1 token')).toBeInTheDocument();
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    first.unmount();
    await renderAccount({ 'GET /api/tokens/wallet': () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred') });
    expect(await screen.findByText('Failed to load your token wallet')).toBeInTheDocument();
  });
});

/** Opens the delete dialog and, when given, types the password into it. */
async function openDelete(user: ReturnType<typeof userEvent.setup>, password?: string) {
  await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
  const dialog = screen.getByRole('alertdialog');
  if (password) await user.type(within(dialog).getByLabelText('Enter your password to confirm'), password);
  return dialog;
}

describe('Account page: account management', () => {
  it.each([
    [
      'Deactivate Account',
      'Deactivate',
      'POST /api/account/deactivate',
      /reactivate your account at any time by signing in again/,
      'Your account has been deactivated. Sign in again to reactivate it.',
    ],
    ['Delete My Account', 'Delete Permanently', 'DELETE /api/account', /This cannot be undone/, 'Your account has been deleted.'],
  ])('%s asks first, then ends the session here like sign-out and goes to /auth', async (label, confirm, route, warning, done) => {
    const { user, router, server } = await renderAccount({ [route]: () => jsonResponse(200, { ok: true }) });
    setAccessToken('tok-1');
    sessionStorage.setItem(SIGNUP_FORM_KEY, '{}');
    localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ id: member.id, name: 'Amina' }));

    await user.click(screen.getByRole('button', { name: label }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(warning);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests(route)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: label }));
    const again = screen.getByRole('alertdialog');
    const password = within(again).queryByLabelText('Enter your password to confirm');
    if (password) await user.type(password, 'my-secret-pass');
    await user.click(within(again).getByRole('button', { name: confirm }));

    expect(await findToast(done)).toBeInTheDocument();
    await expectPath(router, '/auth');
    expect(server.requests(route)).toHaveLength(1);
    expect(server.requests('POST /api/auth/sign-out')).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem(SIGNUP_FORM_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });

  it.each([
    ['Deactivate Account', 'Deactivate', 'POST /api/account/deactivate', 'Failed to deactivate account'],
    ['Delete My Account', 'Delete Permanently', 'DELETE /api/account', 'Failed to delete account'],
  ])('%s failing says so and keeps the user signed in', async (label, confirm, route, message) => {
    const { user, router } = await renderAccount({ [route]: () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred') });
    await user.click(screen.getByRole('button', { name: label }));
    const dialog = screen.getByRole('alertdialog');
    const password = within(dialog).queryByLabelText('Enter your password to confirm');
    if (password) await user.type(password, 'my-secret-pass');
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await findToast(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/account');
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
  });
});

describe('Account page: deleting asks for the password again', () => {
  it('sends the password, and cannot be confirmed without one', async () => {
    const { user, server } = await renderAccount({ 'DELETE /api/account': () => jsonResponse(200, { ok: true }) });
    const dialog = await openDelete(user);
    expect(within(dialog).getByRole('button', { name: 'Delete Permanently' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'my-secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));
    expect(await findToast('Your account has been deleted.')).toBeInTheDocument();
    expect(server.requests('DELETE /api/account').map((r) => r.body)).toEqual([{ password: 'my-secret-pass' }]);
  });

  it('shows a wrong password in the dialog and keeps the account and the session', async () => {
    const wrong = 'Incorrect password. Your account was not deleted.';
    const { user, router } = await renderAccount({ 'DELETE /api/account': () => errorResponse(400, 'VALIDATION', wrong) });
    setAccessToken('tok-1');
    const dialog = await openDelete(user, 'not-my-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Permanently' }));
    expect(await within(dialog).findByText(wrong)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/account');
    expect(getAccessToken()).toBe('tok-1');
    // Cancel forgets what was typed.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const reopened = await openDelete(user);
    expect(within(reopened).getByLabelText('Enter your password to confirm')).toHaveValue('');
    expect(within(reopened).queryByText(wrong)).not.toBeInTheDocument();
  });
});
