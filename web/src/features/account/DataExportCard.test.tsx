import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, stubServer } from '../../test/fakeServer';
import { ownProfile } from '../../test/profileFixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';

afterEach(() => vi.restoreAllMocks());

async function renderAccount(answer: () => Response) {
  const server = stubServer({
    'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile() }),
    'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 10, transactions: [] }),
    'GET /api/account/export': answer,
  });
  const created: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toMatch(/^mithaq-data-\d{4}-\d{2}-\d{2}\.json$/);
  });
  renderRoutes('/app/account', ready);
  return { server, created, clicked, button: await screen.findByRole('button', { name: 'Download my data' }) };
}

describe('Account page: Download my data', () => {
  it('fetches the export and saves it as a JSON file', async () => {
    const { server, created, clicked, button } = await renderAccount(() => jsonResponse(200, { account: { email: 'amina@example.com' }, chats: [] }));
    await userEvent.click(button);
    expect(await findToast('Your data has been downloaded')).toBeInTheDocument();
    expect(server.requests('GET /api/account/export')).toHaveLength(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await created[0]!.text())).toEqual({ account: { email: 'amina@example.com' }, chats: [] });
  });

  it("says why when the server refuses (3 an hour)", async () => {
    const { clicked, button } = await renderAccount(() =>
      errorResponse(429, 'RATE_LIMITED', 'You can download your data 3 times an hour. Please try again later.'),
    );
    await userEvent.click(button);
    expect(await findToast('Failed to download your data: You can download your data 3 times an hour. Please try again later.')).toBeInTheDocument();
    expect(clicked).not.toHaveBeenCalled();
  });
});
