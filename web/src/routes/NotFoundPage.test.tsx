import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/renderRoutes';
import { signedOut } from '../test/sessionFixtures';

describe('NotFoundPage', () => {
  it('shows 404, the message and a Return to Home link, and logs the missing path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes('/no/such/page', signedOut);

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
