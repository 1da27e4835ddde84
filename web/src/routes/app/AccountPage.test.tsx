import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectPath, findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, stubServer } from '../../test/fakeServer';
import type { RouteHandler } from '../../test/fakeServer';
import { renderRoutes } from '../../test/renderRoutes';
import { member, ready } from '../../test/sessionFixtures';
import { setAccessToken } from '../../lib/authTokens';
import { getAccessToken } from '../../lib/api';
import { PROFILE_CACHE_KEY, SIGNUP_FORM_KEY } from '../../lib/userStorage';

describe('AccountPage Log Out', () => {
  it.each<[string, string, RouteHandler]>([
    ['the server ends the session', 'Successfully signed out!', () => jsonResponse(200, { ok: true })],
    ['the session was already gone', 'Successfully signed out!', () => errorResponse(404, 'NOT_FOUND', 'Not found')],
    [
      'the server fails',
      'Logout completed, but there was an issue clearing server session',
      () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred'),
    ],
  ])('when %s: signs out, clears stored data, says "%s" and goes to /auth', async (_label, toastText, answer) => {
    const server = stubServer({ 'POST /api/auth/sign-out': answer });
    setAccessToken('tok-1');
    sessionStorage.setItem(SIGNUP_FORM_KEY, '{"name":"Amina"}');
    localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ id: member.id, name: 'Amina' }));
    const { router } = renderRoutes('/app/account', ready);

    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await findToast(toastText)).toBeInTheDocument();
    await expectPath(router, '/auth');
    expect(server.requests('POST /api/auth/sign-out')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem(SIGNUP_FORM_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });
});
