import { deliveryMessages, type AdminDelivery } from '@mithaq/contract/deliveries';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profilesKey, profilesPage, renderAdminAt, SLOW } from '../../features/admin/test/adminFixtures';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';

const listKey = (status: 'all' | 'failed' | 'waiting' = 'all') => `GET /api/admin/deliveries?limit=25&status=${status}`;

const delivery = (id: number, overrides: Partial<AdminDelivery> = {}): AdminDelivery => ({
  id: String(id),
  kind: 'mail',
  recipient: 'f•••@e•••.com',
  about: null,
  attempts: 8,
  lastError: 'Error: connect ECONNREFUSED 127.0.0.1:587',
  status: 'failed',
  sending: false,
  queuedAt: '2026-08-03T10:00:00.000Z',
  nextAttemptAt: '2026-08-03T14:00:00.000Z',
  failedAt: '2026-08-03T14:00:00.000Z',
  ...overrides,
});

async function openTab(routes: Parameters<typeof renderAdminAt>[1]) {
  const view = renderAdminAt('/admin/dashboard', { [profilesKey()]: profilesPage([]), ...routes });
  await view.user.click(await screen.findByRole('tab', { name: 'Deliveries' }, { timeout: SLOW }));
  return view;
}

describe('/admin/dashboard: Deliveries', () => {
  it('lists failed and waiting deliveries: kind, masked recipient, what, attempts and the last error', async () => {
    await openTab({
      [listKey()]: () =>
        jsonResponse(200, {
          deliveries: [
            delivery(12),
            delivery(11, { kind: 'push', recipient: 'Maryam', about: 'match', attempts: 2, status: 'waiting', failedAt: null, lastError: '410 Gone' }),
          ],
          nextCursor: null,
        }),
    });
    const table = within(await screen.findByRole('table', { name: 'Failed and waiting deliveries' }, { timeout: SLOW }));
    const mail = within(table.getByRole('row', { name: /E-mail #12/ }));
    expect(mail.getByText('Failed')).toBeInTheDocument();
    expect(mail.getByText('f•••@e•••.com')).toBeInTheDocument();
    expect(mail.getByText('Error: connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
    const push = within(table.getByRole('row', { name: /Push notification #11/ }));
    expect(push.getByText('Waiting')).toBeInTheDocument();
    expect(push.getByText('Maryam')).toBeInTheDocument();
    expect(push.getByText('Match')).toBeInTheDocument();
    expect(push.getByRole('button', { name: 'Retry Push notification #11' })).toBeEnabled();
  });

  it('retries a failed mail: the API is called, a toast says so and the list is read again', async () => {
    const retry = 'POST /api/admin/deliveries/12/retry';
    const { user, server } = await openTab({
      [listKey()]: () => jsonResponse(200, { deliveries: [delivery(12)], nextCursor: null }),
      [retry]: () => jsonResponse(200, { ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry E-mail #12' }, { timeout: SLOW }));
    expect(await findToast('The delivery will be sent again now', SLOW)).toBeInTheDocument();
    expect(server.requests(retry)).toHaveLength(1);
    await waitFor(() => expect(server.requests(listKey()).length).toBeGreaterThanOrEqual(2), { timeout: SLOW });
  });

  it("discards one after the authenticator code, and tells a refusal in the server's words", async () => {
    const discard = 'POST /api/admin/deliveries/12/discard';
    const retry = 'POST /api/admin/deliveries/13/retry';
    const { user, server } = await openTab({
      [listKey()]: () => jsonResponse(200, { deliveries: [delivery(13), delivery(12)], nextCursor: null }),
      [discard]: () => jsonResponse(200, { ok: true }),
      [retry]: () => errorResponse(409, 'CONFLICT', deliveryMessages.alreadySent),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard E-mail #12' }, { timeout: SLOW }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Discard this delivery?' }));
    await user.type(dialog.getByLabelText('Authenticator code'), '482913');
    await user.click(dialog.getByRole('button', { name: 'Discard' }));
    expect(await findToast('Delivery discarded', SLOW)).toBeInTheDocument();
    expect(server.requests(discard)[0]?.body).toEqual({ confirm: '482913' });

    await user.click(screen.getByRole('button', { name: 'Retry E-mail #13' }));
    expect(await findToast(deliveryMessages.alreadySent, SLOW)).toBeInTheDocument();
  });

  it('filters by status, says when none are left, and leaves a row being sent alone', async () => {
    const { user } = await openTab({
      [listKey()]: () => jsonResponse(200, { deliveries: [delivery(14, { status: 'waiting', sending: true, failedAt: null, attempts: 1 })], nextCursor: null }),
      [listKey('failed')]: () => jsonResponse(200, { deliveries: [], nextCursor: null }),
    });
    expect(await screen.findByText('Sending now', {}, { timeout: SLOW })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry E-mail #14' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard E-mail #14' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    expect(await screen.findByText('No failed deliveries.', {}, { timeout: SLOW })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
  });
});
