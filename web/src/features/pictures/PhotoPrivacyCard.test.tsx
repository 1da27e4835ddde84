import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, stubServer } from '../../test/fakeServer';
import { ownProfile } from '../../test/profileFixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';

const wallet = { balance: 10, transactions: [] };

async function renderAccount(answer: () => Response) {
  const server = stubServer({
    'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile() }),
    'GET /api/tokens/wallet': () => jsonResponse(200, wallet),
    'PUT /api/profiles/me/photo-privacy': answer,
  });
  renderRoutes('/app/account', ready);
  const toggle = await screen.findByRole('switch', { name: 'Show my photos only to my matches' });
  return { server, toggle };
}

describe('Account page: photo privacy', () => {
  it('turns it on at once, says so, and shows the saved state', async () => {
    const { server, toggle } = await renderAccount(() => jsonResponse(200, { profile: ownProfile({ photosPrivate: true }) }));
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Members you are not matched with see a blurred version of your photos/);
    await userEvent.click(toggle);
    expect(await findToast('Your photos are now shown only to your matches')).toBeInTheDocument();
    expect(server.requests('PUT /api/profiles/me/photo-privacy')[0]!.body).toEqual({ photosPrivate: true });
    expect(screen.getByRole('switch', { name: 'Show my photos only to my matches' })).toBeChecked();
  });

  it('keeps the old state and says why when the server refuses', async () => {
    const { toggle } = await renderAccount(() => errorResponse(500, 'INTERNAL', 'An unexpected error occurred'));
    await userEvent.click(toggle);
    expect(await findToast('Failed to update photo privacy: An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show my photos only to my matches' })).not.toBeChecked();
  });
});
