import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminRow,
  auditEntry,
  auditKey,
  profilesKey,
  profilesPage,
  renderAdminAt,
  report,
  reportsKey,
  SLOW,
} from '../../features/admin/test/adminFixtures';
import { expectPath, findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';
import { adminReady, ready } from '../../test/sessionFixtures';

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('/admin/dashboard: profiles', () => {
  it('shows the counts and a row per profile: Profile, Details, Pictures, Status, Tokens, Created', async () => {
    renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([
        adminRow(1, { name: 'Amina', sex: 'female', age: 29, city: 'Lahore', country: 'PK', tokenBalance: 7 }),
        adminRow(2, { name: 'Yusuf', sex: 'male', age: 34, isActive: false, tokenBalance: -2, pictures: [] }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: SLOW })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Amina' }, { timeout: SLOW });
    expect(screen.getByText('Total Profiles').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Active Profiles').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Inactive Profiles').nextSibling).toHaveTextContent('2');

    const amina = within(rowOf('Amina'));
    expect(amina.getByText('Female, 29')).toBeInTheDocument();
    expect(amina.getByText('Lahore')).toBeInTheDocument();
    expect(amina.getByText('Pakistan')).toBeInTheDocument();
    expect(amina.getByText('ID 0a1b2c3d')).toBeInTheDocument();
    expect(amina.getByRole('img', { name: 'Picture 1 of Amina' })).toHaveAttribute('src', '/media/pictures/p1-thumb.webp?sig=x');
    expect(amina.getByRole('switch', { name: 'Amina is active' })).toHaveAttribute('aria-checked', 'true');
    expect(amina.getByText('7')).toHaveClass('text-green-700');
    expect(amina.getByText('Mar 4, 2025')).toBeInTheDocument();

    const yusuf = within(rowOf('Yusuf'));
    expect(yusuf.getByText('Male, 34')).toBeInTheDocument();
    expect(yusuf.getByRole('switch', { name: 'Yusuf is active' })).toHaveAttribute('aria-checked', 'false');
    expect(yusuf.getByText('Inactive')).toBeInTheDocument();
    expect(yusuf.getByText('-2')).toHaveClass('text-red-700');
    expect(yusuf.getByText('No pictures')).toBeInTheDocument();
  });

  it('searches as the admin types (name, country or city)', async () => {
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Amina' }), adminRow(2, { name: 'Yusuf' })]),
      [profilesKey('lahore')]: profilesPage([adminRow(2, { name: 'Yusuf' })]),
    });
    await screen.findByRole('button', { name: 'Amina' }, { timeout: SLOW });
    await user.type(screen.getByRole('searchbox', { name: 'Search profiles' }), 'lahore');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Amina' })).not.toBeInTheDocument(), { timeout: SLOW });
    expect(screen.getByRole('button', { name: 'Yusuf' })).toBeInTheDocument();
    expect(server.requests(profilesKey('lahore'))).toHaveLength(1);
    expect(server.requests(profilesKey('l'))).toHaveLength(0); // asked once typing paused, not per key
  });

  it("deletes a picture after confirming with a fresh code: 'Picture deleted successfully', and the table is read again", async () => {
    const deleteKey = 'DELETE /api/admin/pictures/00000000-0000-4000-8000-000000000001';
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Amina' })]),
      [deleteKey]: () => jsonResponse(200, { ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete picture 1 of Amina' }, { timeout: SLOW }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete this picture?' }));
    expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Authenticator code'), '482913');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await findToast('Picture deleted successfully', SLOW)).toBeInTheDocument();
    expect(server.requests(deleteKey)[0]?.body).toEqual({ confirm: '482913' });
    await waitFor(() => expect(server.requests(profilesKey())).toHaveLength(2), { timeout: SLOW });
  });

  it('keeps the dialog open and says so when the code is wrong or used', async () => {
    const { router, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Amina' })]),
      'DELETE /api/admin/pictures/00000000-0000-4000-8000-000000000001': () =>
        errorResponse(403, 'FORBIDDEN', 'That code is not right, or it was already used. Please enter the next code from your authenticator app.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete picture 1 of Amina' }, { timeout: SLOW }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete this picture?' }));
    await user.type(dialog.getByLabelText('Authenticator code'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('That code is not right, or it was already used. Please enter the next code from your authenticator app.', undefined, { timeout: SLOW })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it("says 'Failed to delete picture' when the server could not", async () => {
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Amina' })]),
      'DELETE /api/admin/pictures/00000000-0000-4000-8000-000000000001': () => errorResponse(404, 'NOT_FOUND', 'Picture not found'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete picture 1 of Amina' }, { timeout: SLOW }));
    await user.type(screen.getByLabelText('Authenticator code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await findToast('Failed to delete picture', SLOW)).toBeInTheDocument();
  });

  it('switches a profile inactive', async () => {
    const id = adminRow(1).id;
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Amina' })]),
      [`PUT /api/admin/profiles/${id}/active`]: () => jsonResponse(200, { isActive: false }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Amina is active' }, { timeout: SLOW }));
    // A suspension asks first.
    expect(server.requests(`PUT /api/admin/profiles/${id}/active`)).toHaveLength(0);
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Make Amina inactive?' }));
    await user.type(confirm.getByLabelText('Authenticator code'), '654321');
    await user.click(confirm.getByRole('button', { name: 'Make inactive' }));
    expect(await findToast('Amina is now inactive', SLOW)).toBeInTheDocument();
    expect(server.requests(`PUT /api/admin/profiles/${id}/active`)[0]?.body).toEqual({ isActive: false, confirm: '654321' });
  });

  it('adjusts tokens with a reason, checking the amount first', async () => {
    const id = adminRow(1).id;
    const key = `POST /api/admin/profiles/${id}/tokens`;
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Amina' })]),
      [key]: () => jsonResponse(200, { balance: 4 }),
    });
    await user.click(await screen.findByRole('button', { name: "Adjust Amina's tokens" }, { timeout: SLOW }));
    const dialog = within(screen.getByRole('dialog', { name: "Adjust Amina's tokens" }));
    await user.type(dialog.getByLabelText('Amount'), '0');
    await user.type(dialog.getByLabelText('Reason'), 'Spam');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Amount must be a whole number between -1000 and 1000, not 0');
    await user.clear(dialog.getByLabelText('Amount'));
    await user.type(dialog.getByLabelText('Amount'), '-6');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please confirm with a new code from your authenticator app.');
    await user.type(dialog.getByLabelText('Authenticator code'), '482913');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await findToast('Tokens adjusted. New balance: 4', SLOW)).toBeInTheDocument();
    const [sent] = server.requests(key);
    expect(sent?.body).toEqual({ amount: -6, reason: 'Spam', confirm: '482913' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: SLOW });
  });

  it("toasts 'Failed to load profiles' and offers Try Again", async () => {
    const { server, user } = renderAdminAt('/admin/dashboard', { [profilesKey()]: () => errorResponse(500, 'INTERNAL', 'boom') });
    expect(await findToast('Failed to load profiles', SLOW)).toBeInTheDocument();
    server.route(profilesKey(), profilesPage([adminRow(1, { name: 'Amina' })]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Amina' }, { timeout: SLOW })).toBeInTheDocument();
  });

  it('goes to the admin login when the server says the session is not an admin’s', async () => {
    const { router } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: () => errorResponse(403, 'FORBIDDEN', 'You do not have permission to do that'),
    });
    await expectPath(router, '/admin/login');
  });

  it('sends a member to the admin login without asking the server', async () => {
    const { router, server } = renderAdminAt('/admin/dashboard', {}, ready);
    await expectPath(router, '/admin/login');
    expect(server.requests(profilesKey())).toHaveLength(0);
  });

  it("logs out: 'Logged out successfully', then the admin login", async () => {
    const { router, server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      'POST /api/auth/sign-out': () => jsonResponse(200, { ok: true }),
    }, adminReady);
    expect(await screen.findByText('No profiles found', {}, { timeout: SLOW })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await findToast('Logged out successfully', SLOW)).toBeInTheDocument();
    await expectPath(router, '/admin/login');
    expect(server.requests('POST /api/auth/sign-out')).toHaveLength(1);
  });
});

describe('/admin/dashboard: reports and audit', () => {
  it('lists open reports, each closed only by a decision with a reason ("No action" included), never a bare mark', async () => {
    const open = report();
    const decision = `POST /api/admin/reports/${open.id}/decision`;
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      [reportsKey()]: () => jsonResponse(200, { open: 1, reports: [open], nextCursor: null, networkFlags: [] }),
      [decision]: () =>
        jsonResponse(200, { report: { ...open, handledAt: '2025-03-06T10:00:00.000Z', handledBy: 'admin@example.com', decision: 'no_action', decisionReason: 'Nothing against the rules' } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
    const row = within(await screen.findByRole('row', { name: /^Zaid/ }, { timeout: SLOW }));
    expect(row.getByText('Yusuf')).toBeInTheDocument();
    expect(row.getByText('Asked for money twice')).toBeInTheDocument();
    expect(row.getAllByRole('button').map((button) => button.textContent)).toEqual(['Decide']);
    server.route(reportsKey(), () => jsonResponse(200, { open: 0, reports: [], nextCursor: null, networkFlags: [] }));
    await user.click(row.getByRole('button', { name: 'Decide on the report about Zaid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide on the report about Zaid' }));
    await user.click(dialog.getByRole('radio', { name: 'No action' }));
    await user.type(dialog.getByLabelText('Reason'), 'Nothing against the rules');
    await user.click(dialog.getByRole('button', { name: 'Record decision' }));
    expect(await findToast('Decision recorded', SLOW)).toBeInTheDocument();
    expect(server.requests(decision)[0]?.body).toEqual({ decision: 'no_action', reason: 'Nothing against the rules', applyToAll: false });
    expect(await screen.findByText('No reports to review', {}, { timeout: SLOW })).toBeInTheDocument();
  });

  it('shows recent audit entries with who did what', async () => {
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      [auditKey]: () =>
        jsonResponse(200, {
          entries: [
            auditEntry(),
            auditEntry({ id: '7f8e9d0c-0000-4000-8000-000000000002', actor: null, action: 'admin.created', targetType: 'user', details: { source: 'environment' } }),
            auditEntry({ id: '7f8e9d0c-0000-4000-8000-000000000003', action: 'report_snapshot.viewed', targetType: 'report', details: { via: 'reports' } }),
            // Written by the former "Mark handled": old rows still read.
            auditEntry({ id: '7f8e9d0c-0000-4000-8000-000000000004', action: 'report.handled', targetType: 'report', details: null }),
          ],
          nextCursor: null,
        }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }, { timeout: SLOW }));
    const adjusted = within(await screen.findByRole('row', { name: /Tokens adjusted/ }, { timeout: SLOW }));
    expect(adjusted.getByText('admin@example.com')).toBeInTheDocument();
    expect(adjusted.getByText('Amount: 5 · Reason: Apology · Balance: 15')).toBeInTheDocument();
    const created = within(screen.getByRole('row', { name: /Admin created/ }));
    expect(created.getByText('Server set-up')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Chat kept with a report seen/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Report handled/ })).toBeInTheDocument();
  });
});
