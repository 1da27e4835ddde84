import type { DeletedMemberEvidence } from '@mithaq/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRow, profilesKey, profilesPage, renderAdminAt, report, reportsKey, SLOW } from '../../features/admin/test/adminFixtures';
import { jsonResponse } from '../../test/fakeServer';
import { adminDetails } from '../../features/admin/test/adminDetailsFixture';

const evidence: DeletedMemberEvidence = {
  id: '9a9a9a9a-0000-4000-8000-000000000001',
  formerProfileId: '0a1b2c3d-0000-4000-8000-000000000002',
  profile: { name: 'Zaid', sex: 'male', birthday: '1990-05-01', country: 'PK', city: 'Lahore', aboutMe: 'Looking', createdAt: '2025-01-01T00:00:00.000Z' },
  messages: [
    { matchId: '1b1b1b1b-0000-4000-8000-000000000001', otherProfileId: '0a1b2c3d-0000-4000-8000-000000000001', fromDeletedMember: true, content: 'Send me your number', createdAt: '2025-03-01T10:00:00.000Z' },
    { matchId: '1b1b1b1b-0000-4000-8000-000000000001', otherProfileId: '0a1b2c3d-0000-4000-8000-000000000001', fromDeletedMember: false, content: 'Please stop', createdAt: '2025-03-01T10:05:00.000Z' },
  ],
  reportedBy: ['0a1b2c3d-0000-4000-8000-000000000001'],
  blockedBy: ['0a1b2c3d-0000-4000-8000-000000000001'],
  deletedAt: '2025-03-05T12:00:00.000Z',
  expiresAt: '2027-03-05T12:00:00.000Z',
};

describe('/admin/dashboard: what deleted reported members leave behind', () => {
  it('the report queue still lists a report about a deleted member, with the message snapshot', async () => {
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      [reportsKey()]: () => jsonResponse(200, { open: 1, reports: [report({ reported: { id: evidence.formerProfileId, name: 'Zaid', isActive: false }, evidence })], nextCursor: null, networkFlags: [] }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
    const row = within(await screen.findByRole('row', { name: /^Zaid/ }, { timeout: SLOW }));
    await user.click(row.getByText('Account deleted on Mar 5, 2025 (evidence kept until Mar 5, 2027)'));
    const messages = within(row.getByRole('list', { name: 'Messages of Zaid with those who reported or blocked them' }));
    expect(messages.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Send me your number'),
      expect.stringContaining('Please stop'),
    ]);
    expect(row.getByText('Reported by 1, blocked by 1')).toBeInTheDocument();
  });

  it('a report whose reporter has since left names them "Former member"', async () => {
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      [reportsKey()]: () => jsonResponse(200, { open: 1, reports: [report({ reporter: { id: null, name: '' } })], nextCursor: null, networkFlags: [] }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
    const row = within(await screen.findByRole('row', { name: /^Zaid/ }, { timeout: SLOW }));
    expect(row.getByRole('cell', { name: 'Former member' })).toBeInTheDocument();
  });

  it("a member's details say they signed up again after deleting a reported account", async () => {
    const id = adminRow(1).id;
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Khalid', sex: 'male' })]),
      [`GET /api/admin/profiles/${id}`]: () => jsonResponse(200, { profile: adminDetails({ returnedAfterDeletion: [evidence] }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Khalid' }, { timeout: SLOW }));
    const alert = await screen.findByRole('alert', {}, { timeout: SLOW });
    expect(within(alert).getByRole('heading', { name: 'Signed up again after deleting a reported account' })).toBeInTheDocument();
    expect(within(alert).getByText('Account deleted on Mar 5, 2025 (evidence kept until Mar 5, 2027)')).toBeInTheDocument();
  });
});
