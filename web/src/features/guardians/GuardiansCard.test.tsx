import { guardianMessages, type GuardianInviteState, type GuardianView } from '@mithaq/contract/guardians';
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
  refusesEmail: false,
  endedBy: null,
  invitedAt: '2026-11-20T10:00:00.000Z',
  acceptedAt: '2026-11-21T10:00:00.000Z',
  revokedAt: null,
  ...overrides,
});

const mayInvite: GuardianInviteState = { blockedBy: null, availableAt: null, invitesLeft: 10 };

function setup(list: GuardianView[], routes: Record<string, RouteHandler> = {}, invite: GuardianInviteState = mayInvite) {
  const server = stubServer({ 'GET /api/guardians': () => jsonResponse(200, { guardians: list, invite }), ...routes });
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
    expect(within(items[1]!).getByRole('button', { name: 'Send again: the invitation to Khalid' })).toBeInTheDocument();
    // Two live ones (active + invited) already, plus an expired invitation: no form.
    expect(within(card()).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(card()).toHaveTextContent('You have 2 guardians. Remove one to invite another.');
  });

  it('shows a guardian whose address asked never to be e-mailed as such, with why, and removable as usual (issue 26)', async () => {
    setup([
      guardian(1, { refusesEmail: true }),
      guardian(2, { name: 'Khalid', relation: 'brother', status: 'invited', acceptedAt: null, refusesEmail: true }),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Guardians' })).getAllByRole('listitem');
    for (const [item, name] of [[items[0]!, 'Abdullah'], [items[1]!, 'Khalid']] as const) {
      expect(item).toHaveTextContent('Does not accept e-mails');
      expect(within(item).queryByText('Active')).not.toBeInTheDocument();
      expect(item).toHaveTextContent(`${name}'s address has asked not to receive e-mails from Mithaq`);
      expect(within(item).getByRole('button', { name: `Remove ${name}` })).toBeInTheDocument();
    }
    // Sending the invitation again would be refused: not offered.
    expect(within(items[1]!).queryByRole('button', { name: 'Send again: the invitation to Khalid' })).not.toBeInTheDocument();
  });

  it("checks the form with the contract's messages, then invites and lists the new guardian", async () => {
    const invited = guardian(5, { name: 'Yaqub', status: 'invited', acceptedAt: null, email: 'yaqub@example.test' });
    const listed: GuardianView[] = [];
    const { server, user } = setup(listed, { 'POST /api/guardians': () => (listed.push(invited), jsonResponse(200, invited)) });
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

  describe('when inviting is not possible (issue 26)', () => {
    const invited = guardian(6, { name: 'Khalid', status: 'invited', acceptedAt: null });
    const availableAt = '2026-11-30T10:00:00.000Z';
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(availableAt));

    it.each([
      ['a new account, with the day it may', { blockedBy: 'accountTooNew', availableAt, invitesLeft: 10 }, `You can invite a guardian from ${date}.`],
      ['an unconfirmed address', { blockedBy: 'emailNotConfirmed', availableAt: null, invitesLeft: 10 }, 'Please confirm your e-mail address before inviting a guardian.'],
      ['the lifetime cap', { blockedBy: 'lifetimeCap', availableAt: null, invitesLeft: 0 }, guardianMessages.lifetimeCap()],
    ] as const)('says so before the member types: %s', async (_case, invite, message) => {
      setup([invited], {}, invite);
      expect(await within(card()).findByText(message, { exact: false })).toBeInTheDocument();
      expect(within(card()).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
      expect(within(card()).queryByLabelText('E-mail')).not.toBeInTheDocument();
      // Sending again would be refused the same way: not offered.
      expect(within(card()).queryByRole('button', { name: 'Send again: the invitation to Khalid' })).not.toBeInTheDocument();
    });

    it('counts down the last invitations an account may send', async () => {
      setup([], {}, { blockedBy: null, availableAt: null, invitesLeft: 2 });
      expect(await within(card()).findByText('Invitations you can still send: 2 (sending one again counts too).')).toBeInTheDocument();
      expect(within(card()).getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
    });

    it.each([
      [429, 'RATE_LIMITED', guardianMessages.invitesPerNetwork],
      [400, 'VALIDATION', guardianMessages.addressSuppressed],
      [403, 'FORBIDDEN', guardianMessages.accountTooNew],
      [403, 'FORBIDDEN', guardianMessages.emailNotConfirmed],
    ] as const)("shows the server's refusal %s %s with its own message", async (status, code, message) => {
      const { user } = setup([], { 'POST /api/guardians': () => errorResponse(status, code, message) });
      await user.type(await screen.findByLabelText('Name'), 'Yaqub');
      await user.selectOptions(screen.getByLabelText('Relation'), 'Father');
      await user.type(screen.getByLabelText('E-mail'), 'yaqub@example.test');
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it('refreshes what the form says after an invitation (one fewer left)', async () => {
      const sent = guardian(7, { name: 'Yaqub', status: 'invited', acceptedAt: null, email: 'yaqub@example.test' });
      let left = 3;
      const { server, user } = setup([], { 'POST /api/guardians': () => ((left -= 1), jsonResponse(200, sent)) }, { blockedBy: null, availableAt: null, invitesLeft: 3 });
      server.route('GET /api/guardians', () => jsonResponse(200, { guardians: left === 3 ? [] : [sent], invite: { blockedBy: null, availableAt: null, invitesLeft: left } }));
      expect(await within(card()).findByText('Invitations you can still send: 3 (sending one again counts too).')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Name'), 'Yaqub');
      await user.selectOptions(screen.getByLabelText('Relation'), 'Father');
      await user.type(screen.getByLabelText('E-mail'), 'yaqub@example.test');
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(await within(card()).findByText('Invitations you can still send: 2 (sending one again counts too).')).toBeInTheDocument();
    });
  });
});
