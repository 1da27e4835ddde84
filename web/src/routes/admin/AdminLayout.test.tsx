import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { adminReady, signedOut } from '../../test/sessionFixtures';
import { stubServer } from '../../test/fakeServer';
import { profilesKey, profilesPage } from '../../features/admin/test/adminFixtures';

function robotsMeta() {
  return document.head.querySelector('meta[name="robots"]');
}

describe('admin pages', () => {
  it.each([
    ['/admin/login', signedOut, 'Admin'],
    ['/admin/dashboard', adminReady, 'Admin Dashboard'],
  ])('%s is marked noindex, nofollow while mounted', async (entry, session, heading) => {
    stubServer({ [profilesKey()]: profilesPage([]) });
    const { unmount } = renderRoutes(entry, session);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(robotsMeta()).toHaveAttribute('content', 'noindex, nofollow');
    unmount();
    expect(robotsMeta()).toBeNull();
  });

  it('other pages are not marked noindex', async () => {
    const { router } = renderRoutes('/privacy-policy', signedOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(robotsMeta()).toBeNull();
  });
});
