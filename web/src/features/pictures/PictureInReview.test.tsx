import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { ownProfile, picture } from '../../test/profileFixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';

describe('Edit profile: a picture held for review', () => {
  it('is marked "Waiting for review" for its owner; the others are not', async () => {
    const held = { ...picture(1), inReview: true };
    stubServer({
      'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile({ pictures: [picture(0), held] }) }),
      'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 10, transactions: [] }),
    });
    renderRoutes('/app/edit-profile', ready);
    const list = await screen.findByRole('list', { name: 'Your pictures' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(second!).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(first!).queryByText('Waiting for review')).not.toBeInTheDocument();
  });
});
