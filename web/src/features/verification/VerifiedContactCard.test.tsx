import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, stubServer } from '../../test/fakeServer';
import { ownProfile } from '../../test/profileFixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';

const LABEL = 'Only verified members can like me and write to me';
const ROUTE = 'PATCH /api/profiles/me/verified-contact-only';

async function renderAccount(answer: () => Response) {
  const server = stubServer({
    'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile() }),
    'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 10, transactions: [] }),
    [ROUTE]: answer,
  });
  renderRoutes('/app/account', ready);
  const toggle = await screen.findByRole('switch', { name: LABEL });
  return { server, toggle };
}

describe('Account page: only verified members can like me and write to me', () => {
  it('turns it on at once, says so, and shows the saved state', async () => {
    const { server, toggle } = await renderAccount(() => jsonResponse(200, { profile: ownProfile({ verifiedContactOnly: true }) }));
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Members without the blue badge cannot like you or send you messages/);
    await userEvent.click(toggle);
    expect(await findToast('Only verified members can like you and write to you now')).toBeInTheDocument();
    expect(server.requests(ROUTE)[0]!.body).toEqual({ verifiedContactOnly: true });
    expect(screen.getByRole('switch', { name: LABEL })).toBeChecked();
  });

  it('keeps the old state and says why when the server refuses', async () => {
    const { toggle } = await renderAccount(() => errorResponse(500, 'INTERNAL', 'An unexpected error occurred'));
    await userEvent.click(toggle);
    expect(await findToast('Failed to save your choice: An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked();
  });
});
