import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubServer } from '../../test/fakeServer';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';

function tabBar() {
  return screen.queryByRole('navigation', { name: 'Main navigation' });
}

describe('AppLayout', () => {
  it.each([
    ['/app/profiles', 'Discover'],
    ['/app/liked', 'Liked'],
    ['/app/matches', 'Your Matches'],
    ['/app/account', 'Your Profile'],
    ['/app/unmatched', 'Unmatched'],
  ])('shows the tab bar on %s', async (entry, title) => {
    renderRoutes(entry, ready);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(tabBar()).toBeInTheDocument();
  });

  it.each([
    ['/app/chat/42', 'Match not found', 'Back to Matches', '/app/matches'],
    ['/app/edit-profile', 'Edit Profile', 'Back', '/app/account'],
  ])('hides the tab bar on %s and offers a way back', async (entry, title, backLabel, backPath) => {
    stubServer({ 'GET /api/matches/42': () => errorResponse(404, 'NOT_FOUND', 'Match not found') });
    const { router } = renderRoutes(entry, ready);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(tabBar()).not.toBeInTheDocument();
    // The chat's error page has a button back; Edit Profile a link.
    await userEvent.click(screen.getByRole(entry.startsWith('/app/chat') ? 'button' : 'link', { name: backLabel }));
    await waitFor(() => expect(router.state.location.pathname).toBe(backPath));
    // The target screen's code may still be arriving (each screen is a chunk of its own).
    await waitFor(() => expect(tabBar()).toBeInTheDocument());
  });

  it('replays the fade-in on every path change', async () => {
    const { router } = renderRoutes('/app/profiles', ready);
    const first = await screen.findByTestId('page-transition');
    expect(first).toHaveClass('animate-page-in', 'motion-reduce:animate-none');
    await userEvent.click(screen.getByRole('link', { name: 'Liked' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/liked'));
    // A new element (not the same one re-rendered) restarts the CSS animation.
    await waitFor(() => expect(screen.getByTestId('page-transition')).not.toBe(first));
  });
});
