import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMatchBadge } from '../features/matches/useMatchBadge';
import { renderRoutes } from '../test/renderRoutes';
import { ready } from '../test/sessionFixtures';

vi.mock('../features/matches/useMatchBadge', () => ({ useMatchBadge: vi.fn() }));

beforeEach(() => {
  vi.mocked(useMatchBadge).mockReturnValue({ unread: 0, hasActiveMatch: false });
});

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
    ['/app/chat/42', 'Chat', 'Back to Matches', '/app/matches'],
    ['/app/edit-profile', 'Edit Profile', 'Back', '/app/account'],
  ])('hides the tab bar on %s and offers a way back', async (entry, title, backLabel, backPath) => {
    const { router } = renderRoutes(entry, ready);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(tabBar()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: backLabel }));
    await waitFor(() => expect(router.state.location.pathname).toBe(backPath));
    expect(tabBar()).toBeInTheDocument();
  });

  it('feeds the Matches tab from useMatchBadge', async () => {
    vi.mocked(useMatchBadge).mockReturnValue({ unread: 120, hasActiveMatch: true });
    renderRoutes('/app/profiles', ready);
    const matches = await screen.findByRole('link', { name: /Matches/ });
    expect(matches).toHaveTextContent('99+');
    expect(screen.getByTestId('tab-icon-/app/matches')).toHaveClass('text-red-600');
  });

  it('replays the fade-in on every path change', async () => {
    const { router } = renderRoutes('/app/profiles', ready);
    const first = await screen.findByTestId('page-transition');
    expect(first).toHaveClass('animate-page-in', 'motion-reduce:animate-none');
    await userEvent.click(screen.getByRole('link', { name: 'Liked' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/liked'));
    // A new element (not the same one re-rendered) restarts the CSS animation.
    expect(screen.getByTestId('page-transition')).not.toBe(first);
  });
});
