import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubServer } from '../test/fakeServer';
import { renderRoutes } from '../test/renderRoutes';
import { signedOut } from '../test/sessionFixtures';

describe('LandingPage', () => {
  it('shows the brand, hero and the three blurbs, with no sign-in buttons in the header', async () => {
    renderRoutes('/', signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your perfect halal match' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Mithaq');
    expect(header).not.toHaveTextContent(/sign in|join now/i);
    expect(screen.getByText(/zero-ghosting platform/)).toBeInTheDocument();
    expect(screen.getByText(/18\+/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Token messaging, zero ghosting',
      'See who liked you, free',
      'Free filters, no premium tier',
    ]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Mithaq. All rights reserved.');
  });

  it.each(['Get Started', 'Already a Member?'])('"%s" goes to /auth', async (name) => {
    const { router } = renderRoutes('/', signedOut);
    await userEvent.click(await screen.findByRole('link', { name }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('the footer Privacy Policy link goes to /privacy-policy', async () => {
    const { router } = renderRoutes('/', signedOut);
    await userEvent.click(await screen.findByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows approved success stories with their signature and month, and nothing at all while there are none', async () => {
    const stories = [
      { body: 'We met here, alhamdulillah.', signature: 'A. & M., Leeds', approvedMonth: '2026-07' },
      { body: 'Married in spring.', signature: 'S. & Y.', approvedMonth: '2026-05' },
    ];
    const server = stubServer({ 'GET /api/stories': () => jsonResponse(200, { stories }) });
    const { unmount } = renderRoutes('/', signedOut);
    const section = await screen.findByRole('region', { name: 'Married through Mithaq' });
    expect(section).toHaveTextContent('We met here, alhamdulillah.');
    expect(section).toHaveTextContent('— A. & M., Leeds · July 2026');
    expect(section).toHaveTextContent('— S. & Y. · May 2026');
    const asked = server.requests('GET /api/stories').length;
    unmount();

    server.route('GET /api/stories', () => jsonResponse(200, { stories: [] }));
    renderRoutes('/', signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your perfect halal match' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests('GET /api/stories').length).toBeGreaterThan(asked));
    expect(screen.queryByRole('region', { name: 'Married through Mithaq' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Married through Mithaq/)).not.toBeInTheDocument();
  });
});
