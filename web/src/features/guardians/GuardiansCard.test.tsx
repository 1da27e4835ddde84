import type { GuardianView } from '@mithaq/contract/guardians';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/AppToaster';
import { setAccessToken } from '../../lib/authTokens';
import { SessionProvider } from '../../lib/session';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, stubServer, type RouteHandler } from '../../test/fakeServer';
import { ready } from '../../test/sessionFixtures';
import { GuardiansCard } from './GuardiansCard';

const guardian = (n: number, overrides: Partial<GuardianView> = {}): GuardianView => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: 'Abdullah',
  relation: 'father',
  email: `father${n}@example.test`,
  status: 'active',
  inviteExpired: false,
  endedBy: null,
  invitedAt: '2026-11-20T10:00:00.000Z',
  acceptedAt: '2026-11-21T10:00:00.000Z',
  revokedAt: null,
  ...overrides,
});

function setup(list: GuardianView[], routes: Record<string, RouteHandler> = {}) {
  const server = stubServer({ 'GET /api/guardians': () => jsonResponse(200, { guardians: list }), ...routes });
  setAccessToken('tok-1');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider loader={() => Promise.resolve(ready)}>
        <GuardiansCard />
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Guardians' });

describe('GuardiansCard', () => {
  it('lists each guardian with relation and status: Active, Invited, Invitation expired, Stopped by the guardian', async () => {
    setup([
      guardian(1),
      guardian(2, { name: 'Khalid', relation: 'brother', status: 'invited', acceptedAt: null }),
      guardian(3, { name: 'Imam Ali', relation: 'imam', status: 'invited', inviteExpired: true, acceptedAt: null }),
      guardian(4, { name: 'Hamza', relation: 'uncle', status: 'revoked', endedBy: 'guardian', revokedAt: '2026-11-22T10:00:00.000Z' }),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Guardians' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Abdullah (Father)');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[1]).toHaveTextContent('Khalid (Brother)');
    expect(items[1]).toHaveTextContent('Invited');
    expect(items[2]).toHaveTextContent('Invitation expired');
    expect(items[3]).toHaveTextContent('Stopped');
    expect(items[3]).toHaveTextContent('Stopped by the guardian');
    expect(within(items[3]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Send the invitation to Khalid again' })).toBeInTheDocument();
    // Two live ones (active + invited) already, plus an expired invitation: no form.
    expect(within(card()).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(card()).toHaveTextContent('You have 2 guardians. Remove one to invite another.');
  });

  it("checks the form with the contract's messages, then invites and lists the new guardian", async () => {
    const invited = guardian(5, { name: 'Yaqub', status: 'invited', acceptedAt: null, email: 'yaqub@example.test' });
    const { server, user } = setup([], { 'POST /api/guardians': () => jsonResponse(200, invited) });
    expect(await screen.findByText('You have not added a guardian.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Name must be between 1 and 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Please choose a relation')).toBeInTheDocument();
    expect(server.requests('POST /api/guardians')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), ' Yaqub ');
    await user.selectOptions(screen.getByLabelText('Relation'), 'Father');
    await user.type(screen.getByLabelText('E-mail'), 'Yaqub@Example.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await findToast('Invitation sent to yaqub@example.test')).toBeInTheDocument();
    expect(server.requests('POST /api/guardians')[0]?.body).toEqual({ name: 'Yaqub', relation: 'father', email: 'yaqub@example.test' });
    expect(within(screen.getByRole('list', { name: 'Guardians' })).getByRole('listitem')).toHaveTextContent('Yaqub (Father)');
  });

  it("shows the server's refusal in the member's language", async () => {
    const { user } = setup([], { 'POST /api/guardians': () => errorResponse(409, 'CONFLICT', 'You have already invited this e-mail address.') });
    await user.type(await screen.findByLabelText('Name'), 'Yaqub');
    await user.selectOptions(screen.getByLabelText('Relation'), 'Imam');
    await user.type(screen.getByLabelText('E-mail'), 'yaqub@example.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already invited this e-mail address.');
  });

  it('removes a guardian only after the confirmation, and shows them as stopped', async () => {
    const active = guardian(1);
    const path = `DELETE /api/guardians/${active.id}`;
    const { server, user } = setup([active], {
      [path]: () => jsonResponse(200, { ...active, status: 'revoked', endedBy: 'member', revokedAt: '2026-11-25T10:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Abdullah' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Abdullah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests(path)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Abdullah' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Abdullah removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Removed by you'));
    expect(server.requests(path)).toHaveLength(1);
  });
});
