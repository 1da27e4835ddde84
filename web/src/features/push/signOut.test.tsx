import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/authTokens';
import { expectPath } from '../../test/authPage';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';
import { installPushBrowser, subscriptionJson } from './test/pushBrowser';

let restore = () => {};
afterEach(() => restore());

describe('signing out of a device with notifications on', () => {
  it('first has the server forget this device and drops the subscription', async () => {
    const fake = installPushBrowser({ permission: 'granted', subscribed: true });
    restore = fake.restore;
    const server = stubServer({
      'DELETE /api/push/registrations': () => jsonResponse(200, { ok: true }),
      'POST /api/auth/sign-out': () => jsonResponse(200, { ok: true }),
    });
    setAccessToken('tok-1');
    const { router } = renderRoutes('/app/account', ready);

    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await expectPath(router, '/auth');

    const calls = server.fetchMock.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${String(path)}`);
    const forgot = calls.indexOf('DELETE /api/push/registrations');
    expect(forgot).toBeGreaterThanOrEqual(0);
    expect(forgot).toBeLessThan(calls.indexOf('POST /api/auth/sign-out'));
    expect(server.requests('DELETE /api/push/registrations')[0]?.body).toEqual({ token: subscriptionJson.endpoint });
    expect(fake.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
