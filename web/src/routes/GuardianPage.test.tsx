import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../test/fakeServer';
import { renderRoutes } from '../test/renderRoutes';
import { signedOut } from '../test/sessionFixtures';

const TOKEN = 'a-long-random-token-from-the-mail';
const INVITE = `GET /api/guardians/invite?token=${TOKEN}`;

describe('the guardian accept page (no sign-in)', () => {
  it("names the member, accepts with the link's token, then confirms", async () => {
    const server = stubServer({
      [INVITE]: () => jsonResponse(200, { memberName: 'Maryam', guardianName: 'Abdullah' }),
      'POST /api/guardians/accept': () => jsonResponse(200, { memberName: 'Maryam' }),
    });
    renderRoutes(`/guardian/accept?token=${TOKEN}`, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guardian invitation' })).toBeInTheDocument();
    expect(await screen.findByText(/^Maryam has asked you to be their guardian on Mithaq/)).toBeInTheDocument();
    expect(server.requests('POST /api/guardians/accept')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Thank you. You are now Maryam's guardian.");
    const [accepted] = server.requests('POST /api/guardians/accept');
    expect(accepted?.body).toEqual({ token: TOKEN });
    expect(accepted?.headers.get('authorization')).toBeNull();
  });

  it('says so when the link was used already or has expired', async () => {
    stubServer({ [INVITE]: () => errorResponse(404, 'NOT_FOUND', 'This invitation link is invalid or has already been used.') });
    renderRoutes(`/guardian/accept?token=${TOKEN}`, signedOut);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is invalid or has already been used.');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('without a token: asks to open the link from the e-mail again, and calls nothing', async () => {
    const server = stubServer();
    renderRoutes('/guardian/accept', signedOut);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});

describe('the guardian stop page', () => {
  it('stops only when the button is pressed', async () => {
    const server = stubServer({ 'POST /api/guardians/stop': () => jsonResponse(200, { memberName: 'Maryam' }) });
    renderRoutes(`/guardian/stop?token=${TOKEN}`, signedOut);
    const button = await screen.findByRole('button', { name: 'Stop receiving these e-mails' });
    expect(server.requests('POST /api/guardians/stop')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent("Done. You will no longer receive Maryam's transcripts.");
    expect(server.requests('POST /api/guardians/stop')[0]?.body).toEqual({ token: TOKEN });
  });
});
