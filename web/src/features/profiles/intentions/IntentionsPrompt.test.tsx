import { noIntentions } from '@mithaq/contract/intentions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubServer } from '../../../test/fakeServer';
import { ownProfile } from '../../../test/profileFixtures';
import { renderRoutes } from '../../../test/renderRoutes';
import { ready } from '../../../test/sessionFixtures';

const ANSWER = 'PUT /api/profiles/me/intentions';

function renderAccount(intentionsAsked: boolean) {
  const server = stubServer({
    'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile({ intentionsAsked }) }),
    'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 10, transactions: [] }),
    [ANSWER]: (request) => jsonResponse(200, { profile: ownProfile({ intentionsAsked: true, intentions: { ...noIntentions, ...(request.body as object) } }) }),
  });
  renderRoutes('/app/account', ready);
  return server;
}

describe('asking an existing profile its intentions once', () => {
  it('asks a profile never asked, and saves what is answered', async () => {
    const server = renderAccount(false);
    const dialog = await screen.findByRole('dialog', { name: 'Your intentions' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Hoping to marry' }), 'Within a year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your intentions' })).not.toBeInTheDocument());
    expect(server.requests(ANSWER)[0]?.body).toEqual({ ...noIntentions, marryWithin: '1year' });
  });

  it('remembers a skip on the server, and then asks no more', async () => {
    const server = renderAccount(false);
    const dialog = await screen.findByRole('dialog', { name: 'Your intentions' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your intentions' })).not.toBeInTheDocument());
    expect(server.requests(ANSWER)).toHaveLength(1);
    expect(server.requests(ANSWER)[0]?.body).toEqual({});
  });

  it('does not ask a profile already asked', async () => {
    const server = renderAccount(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your intentions' })).not.toBeInTheDocument();
    expect(server.requests(ANSWER)).toHaveLength(0);
  });
});
