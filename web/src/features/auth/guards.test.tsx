import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '../../lib/userStorage';
import { renderRoutes } from '../../test/renderRoutes';
import type { TestSession } from '../../test/renderRoutes';
import {
  adminNeedsProfile,
  adminReady,
  needsProfile,
  ready,
  signedOut,
} from '../../test/sessionFixtures';

async function expectPath(router: ReturnType<typeof renderRoutes>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

const sessions = {
  signedOut,
  needsProfile,
  ready,
  adminReady,
  adminNeedsProfile,
} satisfies Record<string, TestSession>;

/** [session name, where the visitor ends up, text shown there] */
type GuardCase = [keyof typeof sessions, string, string];

const authNote = 'Welcome Back';

describe.each<[string, GuardCase[]]>([
  [
    '/',
    [
      ['signedOut', '/', 'Find your perfect halal match'],
      ['needsProfile', '/signup', 'Step 1 of 4'],
      ['ready', '/app/profiles', 'Discover'],
    ],
  ],
  [
    '/auth',
    [
      ['signedOut', '/auth', authNote],
      ['needsProfile', '/signup', 'Step 1 of 4'],
      ['ready', '/app/profiles', 'Discover'],
    ],
  ],
  [
    '/signup/details',
    [
      ['signedOut', '/auth', authNote],
      ['needsProfile', '/signup/details', 'Step 2 of 4'],
      ['ready', '/app/profiles', 'Discover'],
    ],
  ],
  [
    '/app/matches',
    [
      ['signedOut', '/auth', authNote],
      ['needsProfile', '/signup', 'Step 1 of 4'],
      ['ready', '/app/matches', 'Your Matches'],
    ],
  ],
  [
    '/admin/dashboard',
    [
      ['signedOut', '/admin/login', 'Admin'],
      ['ready', '/admin/login', 'Admin'],
      ['needsProfile', '/admin/login', 'Admin'],
      ['adminReady', '/admin/dashboard', 'Admin Dashboard'],
      ['adminNeedsProfile', '/admin/dashboard', 'Admin Dashboard'],
    ],
  ],
])('visiting %s', (entry, cases) => {
  it.each(cases)('when %s, ends on %s showing "%s"', async (sessionName, pathname, text) => {
    const { router } = renderRoutes(entry, sessions[sessionName]);
    await expectPath(router, pathname);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('while loading in a browser that had a session, shows the loading screen and stays put', async () => {
    // Without that hint the public pages show at once (firstPaint.test.tsx).
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { router } = renderRoutes(entry, 'loading');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(router.state.location.pathname).toBe(entry);
  });
});

describe('remembering where a signed-out visitor was heading', () => {
  it('sends them to /auth with the origin, then back there after sign-in, replacing history', async () => {
    const { router, changeSession } = renderRoutes('/app/chat/42?from=push', signedOut);
    await expectPath(router, '/auth');
    expect(router.state.location.state).toEqual({ from: '/app/chat/42?from=push' });
    expect(router.state.historyAction).toBe('REPLACE');

    await changeSession(ready);

    await expectPath(router, '/app/chat/42');
    expect(router.state.location.search).toBe('?from=push');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /app/profiles after sign-in when nothing was remembered', async () => {
    const { router, changeSession } = renderRoutes('/auth', signedOut);
    await screen.findByText('Find your perfect halal match');
    await changeSession(ready);
    await expectPath(router, '/app/profiles');
  });
});

describe('routes without a guard and fallbacks', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/admin/login', 'Admin'],
  ])('%s is public', async (entry, heading) => {
    const { router } = renderRoutes(entry, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(entry);
  });

  it.each(['/app', '/app/nope', '/app/chat'])('%s falls back to /app/profiles', async (entry) => {
    const { router } = renderRoutes(entry, ready);
    await expectPath(router, '/app/profiles');
  });

  it('an unknown /signup path goes back to the first step', async () => {
    const { router } = renderRoutes('/signup/unknown', needsProfile);
    await expectPath(router, '/signup');
  });

  it.each(['/nope', '/admin', '/app-x'])('%s shows the not-found page', async (entry) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(entry, ready);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(entry);
  });
});
