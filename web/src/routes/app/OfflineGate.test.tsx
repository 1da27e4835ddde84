import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubServer } from '../../test/fakeServer';
import { renderRoutes } from '../../test/renderRoutes';

describe('/app without a network', () => {
  it('says the app is offline instead of sending the member to sign in', async () => {
    stubServer({
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router } = renderRoutes('/app/matches', 'server');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/matches');
  });

  it('still sends a signed-out visitor to sign in when the server answers', async () => {
    stubServer({ 'POST /api/auth/refresh': () => errorResponse(401, 'UNAUTHORIZED', 'No session') });
    const { router } = renderRoutes('/app/matches', 'server');
    expect(await screen.findByRole('heading', { name: 'Find your perfect halal match' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
