import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectPath, findToast } from '../../test/authPage';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { renderRoutes } from '../../test/renderRoutes';
import { needsProfile } from '../../test/sessionFixtures';

describe('SignupLayout', () => {
  it.each([
    ['/signup', 1, 'Basic Information'],
    ['/signup/details', 2, 'Profile Details'],
    ['/signup/pictures', 3, 'Profile Pictures'],
    ['/signup/review', 4, 'Review Your Profile'],
  ])('%s is step %i of 4', async (entry, step, title) => {
    renderRoutes(entry, needsProfile);
    expect(await screen.findByText(`Step ${step} of 4`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('while the session is checked, the loading screen says so', async () => {
    renderRoutes('/signup/details', 'loading');
    // The wizard's code loads first (a plain 'Loading...'), then its guard says what it waits for.
    const note = await screen.findByText('Checking your account...');
    expect(screen.getByRole('status')).toContainElement(note);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('offers Log Out, which signs out and goes to /auth', async () => {
    stubServer({ 'POST /api/auth/sign-out': () => jsonResponse(200, { ok: true }) });
    const { router } = renderRoutes('/signup/details', needsProfile);
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await findToast('Successfully signed out!')).toBeInTheDocument();
    await expectPath(router, '/auth');
  });
});
