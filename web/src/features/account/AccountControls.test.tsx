import type { DeviceSession } from '@mithaq/contract/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken, setAccessToken } from '../../lib/api';
import { expectPath, findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, stubServer, type RouteHandler } from '../../test/fakeServer';
import { renderRoutes } from '../../test/renderRoutes';
import { authSession, member, ready } from '../../test/sessionFixtures';
import { installPushBrowser, subscriptionJson } from '../push/test/pushBrowser';

const laptop: DeviceSession = {
  id: '0b7f3c1e-0000-4000-8000-000000000001',
  client: 'web',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  createdAt: '2025-05-01T08:00:00.000Z',
  lastUsedAt: '2025-05-03T09:00:00.000Z',
  current: true,
  receivesNotifications: false,
};
const phone: DeviceSession = {
  id: '0b7f3c1e-0000-4000-8000-000000000002',
  client: 'web',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  createdAt: '2025-04-01T08:00:00.000Z',
  lastUsedAt: '2025-05-02T09:00:00.000Z',
  current: false,
  receivesNotifications: false,
};
const app: DeviceSession = { ...phone, id: '0b7f3c1e-0000-4000-8000-000000000003', client: 'native', userAgent: 'okhttp/4.12' };

function renderAccount(routes: Record<string, RouteHandler> = {}) {
  const server = stubServer({
    'GET /api/account/marketing': () => jsonResponse(200, { consent: false, ask: false }),
    'GET /api/auth/sessions': () => jsonResponse(200, { sessions: [laptop, phone, app] }),
    ...routes,
  });
  setAccessToken('tok-1');
  const view = renderRoutes('/app/account', ready);
  return { ...view, server, user: userEvent.setup() };
}

const card = async () => (await screen.findByRole('heading', { name: 'Password and devices' })).closest('section') as HTMLElement;

describe('news consent', () => {
  it('asks once on /app ("Would you like occasional news from Mithaq?"); "No thanks" answers and the card goes', async () => {
    const { user, server } = renderAccount({
      'GET /api/account/marketing': () => jsonResponse(200, { consent: false, ask: true }),
      'PUT /api/account/marketing': () => jsonResponse(200, { consent: false, ask: false }),
    });
    const prompt = await screen.findByRole('region', { name: 'Would you like occasional news from Mithaq?' });
    await user.click(within(prompt).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Would you like occasional news from Mithaq?' })).toBeNull());
    expect(server.requests('PUT /api/account/marketing')[0]?.body).toEqual({ consent: false });
    expect(screen.getByRole('checkbox', { name: 'Send me occasional news' })).not.toBeChecked();
  });

  it('the Account setting (off by default) turns news on', async () => {
    const { user, server } = renderAccount({ 'PUT /api/account/marketing': () => jsonResponse(200, { consent: true, ask: false }) });
    const setting = await screen.findByRole('checkbox', { name: 'Send me occasional news' });
    await waitFor(() => expect(setting).toBeEnabled());
    expect(setting).not.toBeChecked();
    await user.click(setting);
    await waitFor(() => expect(setting).toBeChecked());
    expect(server.requests('PUT /api/account/marketing')[0]?.body).toEqual({ consent: true });
    expect(screen.queryByRole('region', { name: 'Would you like occasional news from Mithaq?' })).toBeNull();
  });
});

describe('reminder e-mails', () => {
  it('the Account setting (on by default) turns the reminders by e-mail off', async () => {
    const { user, server } = renderAccount({
      'GET /api/account/reminder-emails': () => jsonResponse(200, { enabled: true }),
      'PUT /api/account/reminder-emails': () => jsonResponse(200, { enabled: false }),
    });
    const setting = await screen.findByRole('checkbox', { name: 'E-mail me when a chat timer is running out' });
    await waitFor(() => expect(setting).toBeChecked());
    expect(setting).toHaveAccessibleDescription(/none of your devices gets notifications/);
    await user.click(setting);
    await waitFor(() => expect(setting).not.toBeChecked());
    expect(server.requests('PUT /api/account/reminder-emails')[0]?.body).toEqual({ enabled: false });
    expect(screen.getByRole('checkbox', { name: 'Send me occasional news' })).not.toBeChecked();
  });
});

describe('signed-in devices', () => {
  it('lists browser or app with last use, marks this device, and signs another one out', async () => {
    let sessions = [laptop, phone, app];
    const { user, server } = renderAccount({
      'GET /api/auth/sessions': () => jsonResponse(200, { sessions }),
      [`DELETE /api/auth/sessions/${phone.id}`]: () => {
        sessions = [laptop, app];
        return jsonResponse(200, { ok: true });
      },
    });
    const list = await within(await card()).findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Safari on macOSThis deviceLast used /),
      expect.stringMatching(/^Chrome on AndroidLast used .*Sign out$/),
      expect.stringMatching(/^The Mithaq appLast used .*Sign out$/),
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: /^Sign out Chrome on Android, last used / }));
    expect(await findToast('That device is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(server.requests(`DELETE /api/auth/sessions/${phone.id}`)).toHaveLength(1);
  });

  it('says which devices get notifications, and stops them on one without signing it out', async () => {
    let sessions = [{ ...laptop, receivesNotifications: true }, { ...phone, receivesNotifications: true }, app];
    const { user, server } = renderAccount({
      'GET /api/auth/sessions': () => jsonResponse(200, { sessions }),
      [`POST /api/push/sessions/${phone.id}/stop`]: () => {
        sessions = sessions.map((device) => (device.id === phone.id ? { ...device, receivesNotifications: false } : device));
        return jsonResponse(200, { ok: true });
      },
    });
    const list = await within(await card()).findByRole('list', { name: 'Signed-in devices' });
    const [thisOne, phoneRow, appRow] = within(list).getAllByRole('listitem');
    expect(within(thisOne!).getByText('Gets notifications')).toBeInTheDocument();
    // This device's session can be stopped here too (whoever registered with it), never signed out alone.
    expect(within(thisOne!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Stop notifications']);
    expect(within(phoneRow!).getByText('Gets notifications')).toBeInTheDocument();
    expect(within(appRow!).queryByText('Gets notifications')).toBeNull();
    expect(within(appRow!).queryByRole('button', { name: /^Stop notifications/ })).toBeNull();

    await user.click(within(phoneRow!).getByRole('button', { name: /^Stop notifications on Chrome on Android, last used / }));
    expect(await findToast('That device no longer gets notifications.')).toBeInTheDocument();
    await waitFor(() => expect(within(phoneRow!).queryByText('Gets notifications')).toBeNull());
    expect(server.requests(`POST /api/push/sessions/${phone.id}/stop`)).toHaveLength(1);
    // Still signed in there.
    expect(within(phoneRow!).getByRole('button', { name: /^Sign out Chrome on Android/ })).toBeInTheDocument();
    expect(server.requests(`DELETE /api/auth/sessions/${phone.id}`)).toHaveLength(0);
  });

  it('says so when stopping notifications on a device fails', async () => {
    const { user } = renderAccount({
      'GET /api/auth/sessions': () => jsonResponse(200, { sessions: [laptop, { ...phone, receivesNotifications: true }] }),
      [`POST /api/push/sessions/${phone.id}/stop`]: () => errorResponse(404, 'NOT_FOUND', 'This device does not receive notifications.'),
    });
    const list = await within(await card()).findByRole('list', { name: 'Signed-in devices' });
    await user.click(await within(list).findByRole('button', { name: /^Stop notifications on Chrome on Android/ }));
    expect(await findToast('Failed to stop notifications on that device')).toBeInTheDocument();
  });

  it('"Sign out everywhere", once confirmed, ends this session too and goes to /auth', async () => {
    const { user, server, router } = renderAccount({ 'POST /api/auth/sign-out-everywhere': () => jsonResponse(200, { ok: true }) });
    await user.click(within(await card()).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await findToast('You have been signed out on every device.')).toBeInTheDocument();
    await expectPath(router, '/auth');
    expect(server.requests('POST /api/auth/sign-out-everywhere')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });
});

describe('change password', () => {
  async function openForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(await card()).getByRole('button', { name: 'Change password' }));
    return screen.getByRole('form', { name: 'Change password' });
  }
  async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, current: string, next: string, again: string) {
    await user.type(within(form).getByLabelText('Current Password'), current);
    await user.type(within(form).getByLabelText('New Password'), next);
    await user.type(within(form).getByLabelText('Confirm New Password'), again);
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  }

  it('checks the rules in the browser first (no request)', async () => {
    const { user, server } = renderAccount();
    const form = await openForm(user);
    await fill(user, form, 'old-secret', 'new-secret-1', 'new-secret-2');
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('New Password'));
    await user.clear(within(form).getByLabelText('Confirm New Password'));
    await user.type(within(form).getByLabelText('New Password'), 'abc');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(server.requests('PUT /api/auth/me/password')).toHaveLength(0);
  });

  it("shows the server's refusal, and on success adopts this device's fresh session", async () => {
    const { user, server } = renderAccount({
      'PUT /api/auth/me/password': () => errorResponse(400, 'VALIDATION', 'Current password is incorrect'),
      'GET /api/profiles/me': () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }),
    });
    const form = await openForm(user);
    await fill(user, form, 'wrong-one', 'olive-grove-9', 'olive-grove-9');
    expect(await findToast('Current password is incorrect')).toBeInTheDocument();
    server.route('PUT /api/auth/me/password', () => jsonResponse(200, authSession({ accessToken: 'fresh-after-change' })));
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await findToast('Password updated successfully!')).toBeInTheDocument();
    expect(server.requests('PUT /api/auth/me/password')[1]?.body).toEqual({ currentPassword: 'wrong-one', password: 'olive-grove-9' });
    await waitFor(() => expect(getAccessToken()).toBe('fresh-after-change'));
  });

  it('registers this browser for notifications again with the fresh session (the server carried none over)', async () => {
    const browser = installPushBrowser({ permission: 'granted', subscribed: true });
    try {
      const { user, server } = renderAccount({
        'PUT /api/auth/me/password': () => jsonResponse(200, authSession({ accessToken: 'fresh-after-change' })),
        'GET /api/profiles/me': () => jsonResponse(200, { profile: { id: member.id, name: 'Amina' } }),
        'POST /api/push/registrations': () => jsonResponse(200, { id: '2c1d5e7f-0000-4000-8000-000000000001', platform: 'web', deviceInfo: null, createdAt: '2026-11-01T08:00:00.000Z', lastSeenAt: '2026-11-01T08:00:00.000Z', stopped: false }),
      });
      const form = await openForm(user);
      await fill(user, form, 'current-one', 'olive-grove-9', 'olive-grove-9');
      await waitFor(() => expect(getAccessToken()).toBe('fresh-after-change'));
      // The Account page sent it once when it opened (with the old session); the change sends it again with the new one.
      const renewedWith = (token: string) =>
        server.requests('POST /api/push/registrations').filter((request) => request.headers.get('authorization') === `Bearer ${token}`);
      await waitFor(() => expect(renewedWith('fresh-after-change')).toHaveLength(1));
      expect(renewedWith('fresh-after-change')[0]!.body).toMatchObject({ platform: 'web', subscription: subscriptionJson, renew: true });
    } finally {
      browser.restore();
    }
  });
});
