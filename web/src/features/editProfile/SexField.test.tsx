import { sexCorrectionMessages } from '@mithaq/contract/sexCorrection';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubServer, type RouteHandler } from '../../test/fakeServer';
import { ownProfile } from '../../test/profileFixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';

const STATUS = 'GET /api/profiles/me/sex-correction';
const ASK = 'POST /api/profiles/me/sex-correction';
const REASON = 'I picked the wrong gender by mistake.';

async function renderEdit(routes: Record<string, RouteHandler>) {
  const server = stubServer({
    'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile() }),
    'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 10, transactions: [] }),
    ...routes,
  });
  const user = userEvent.setup();
  renderRoutes('/app/edit-profile', ready);
  await screen.findByRole('button', { name: 'Save Changes' });
  return { server, user };
}

describe('Edit Profile: asking for a gender correction', () => {
  it('checks the reason, sends it trimmed, and the field then says the correction is requested', async () => {
    const { server, user } = await renderEdit({
      [STATUS]: () => jsonResponse(200, { pending: null, availableAt: null }),
      [ASK]: () => jsonResponse(200, { pending: { requestedSex: 'male', reason: REASON, askedAt: '2026-08-03T10:00:00.000Z' }, availableAt: null }),
    });
    expect(screen.getByLabelText('Gender')).toHaveAttribute('readonly');
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a gender correction' });
    expect(dialog).toHaveTextContent('Your gender shows as Female. A moderator will read your reason and change it to Male');

    await user.type(within(dialog).getByLabelText('Why is it wrong?'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(sexCorrectionMessages.reasonLength)).toBeInTheDocument();
    expect(server.requests(ASK)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Why is it wrong?'));
    await user.type(within(dialog).getByLabelText('Why is it wrong?'), `  ${REASON}  `);
    // The counter leaves out the spaces around the reason, as the server does.
    expect(within(dialog).getByText(`${REASON.length}/500`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.requests(ASK).map((request) => request.body)).toEqual([{ reason: REASON, requestedSex: 'male' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Correction requested.')).toBeInTheDocument();
    // The dialog and its trigger are gone: focus is on the status that replaced them, not lost.
    await waitFor(() => expect(screen.getByText(/You asked on Aug 3, 2026 to be shown as Male/)).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Ask for a correction' })).not.toBeInTheDocument();
    // The dialog's form is its own: Edit Profile was not saved along with it.
    expect(server.requests('PUT /api/profiles/me')).toHaveLength(0);
  });

  it("a refusal is said in the server's words, in the dialog", async () => {
    const { user } = await renderEdit({
      [STATUS]: () => jsonResponse(200, { pending: null, availableAt: null }),
      [ASK]: () => errorResponse(409, 'CONFLICT', sexCorrectionMessages.alreadyAsked),
    });
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Why is it wrong?'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(sexCorrectionMessages.alreadyAsked)).toBeInTheDocument();
  });

  it('after a decline, says from when another request may be sent, without the button', async () => {
    await renderEdit({ [STATUS]: () => jsonResponse(200, { pending: null, availableAt: '2026-12-20T09:00:00.000Z' }) });
    expect(await screen.findByText('Your last request was declined. You can ask again from Dec 20, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a correction' })).not.toBeInTheDocument();
  });
});
