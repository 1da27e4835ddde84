import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';
import { adminRow, profilesKey, profilesPage, renderAdminAt, SLOW } from './test/adminFixtures';

const DELETE_ON_REQUEST = 'POST /api/admin/deletion-requests';

async function fillRequest(user: ReturnType<typeof renderAdminAt>['user'], email: string, requestedBy: string) {
  const form = (await screen.findByRole('heading', { name: 'Delete an account on request' }, { timeout: SLOW })).closest('section') as HTMLElement;
  const submit = within(form).getByRole('button', { name: 'Delete account on request' });
  expect(submit).toBeDisabled();
  await user.type(within(form).getByLabelText("Member's e-mail"), email);
  await user.type(within(form).getByLabelText('Who asked (their e-mail or a note)'), requestedBy);
  await user.click(submit);
  return within(await screen.findByRole('alertdialog', { name: `Delete ${email}'s account for good?` }));
}

describe('admin: delete an account on request', () => {
  it('sends the e-mail, who asked and the step-up; says it is done and reads the table again', async () => {
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Amina' })]),
      [DELETE_ON_REQUEST]: () => jsonResponse(200, { ok: true }),
    });
    const dialog = await fillRequest(user, 'amina@example.com', 'her mail of 3 May');
    await user.type(dialog.getByLabelText('Authenticator code'), '482913');
    await user.click(dialog.getByRole('button', { name: 'Delete Permanently' }));
    expect(await findToast('The account of amina@example.com has been deleted.', SLOW)).toBeInTheDocument();
    expect(server.requests(DELETE_ON_REQUEST)[0]?.body).toEqual({
      email: 'amina@example.com',
      requestedBy: 'her mail of 3 May',
      confirm: '482913',
    });
    await waitFor(() => expect(server.requests(profilesKey())).toHaveLength(2), { timeout: SLOW });
  });

  it("keeps the dialog open on a wrong code, and toasts the server's reason for an unknown address", async () => {
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      [DELETE_ON_REQUEST]: () => errorResponse(403, 'FORBIDDEN', 'That code is not right, or it was already used. Please enter the next code from your authenticator app.'),
    });
    const dialog = await fillRequest(user, 'nobody@example.com', 'ticket 812');
    await user.type(dialog.getByLabelText('Authenticator code'), '111111');
    await user.click(dialog.getByRole('button', { name: 'Delete Permanently' }));
    expect(await dialog.findByText('That code is not right, or it was already used. Please enter the next code from your authenticator app.')).toBeInTheDocument();
    server.route(DELETE_ON_REQUEST, () => errorResponse(404, 'NOT_FOUND', 'No member has this e-mail address.'));
    await user.clear(dialog.getByLabelText('Authenticator code'));
    await user.type(dialog.getByLabelText('Authenticator code'), '482913');
    await user.click(dialog.getByRole('button', { name: 'Delete Permanently' }));
    expect(await findToast('No member has this e-mail address.', SLOW)).toBeInTheDocument();
  });
});

