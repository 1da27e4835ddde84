import type { AdminReportsResponse, NetworkFlag } from '@mithaq/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminDetails } from '../../features/admin/test/adminDetailsFixture';
import { adminRow, profilesKey, profilesPage, renderAdminAt, reportsKey, SLOW } from '../../features/admin/test/adminFixtures';
import { jsonResponse } from '../../test/fakeServer';

const flag: NetworkFlag = {
  id: '3c3c3c3c-0000-4000-8000-000000000001',
  createdAt: '2025-03-05T12:00:00.000Z',
  accountCount: 6,
  establishedMembers: 0,
  accounts: [
    { id: adminRow(1).id, name: 'Khalid', createdAt: '2025-03-05T12:00:00.000Z' },
    { id: adminRow(2).id, name: null, createdAt: '2025-03-05T11:40:00.000Z' },
  ],
};

const queue = (networkFlags: NetworkFlag[]): AdminReportsResponse => ({ open: 0, reports: [], nextCursor: null, networkFlags });

describe('/admin/dashboard: many new accounts from one network', () => {
  it('the report queue flags them, each account with a profile opening its details', async () => {
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      [reportsKey()]: () => jsonResponse(200, queue([flag])),
      [`GET /api/admin/profiles/${adminRow(1).id}`]: () => jsonResponse(200, { profile: adminDetails() }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
    const flags = within(await screen.findByRole('region', { name: 'Many new accounts from one network' }, { timeout: SLOW }));
    expect(flags.getByText('Flagged Mar 5, 2025 · accounts: 6')).toBeInTheDocument();
    expect(flags.getByText('No established members here that day.')).toBeInTheDocument();
    const accounts = within(flags.getByRole('list', { name: 'Accounts from this network' }));
    expect(accounts.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Khalid', 'No profile yet']);
    // The queue itself still says it is empty: a flag is no report.
    expect(screen.getByText('No reports to review')).toBeInTheDocument();

    await user.click(accounts.getByRole('button', { name: 'Khalid' }));
    expect(await screen.findByRole('dialog', { name: /^Khalid, 30/ }, { timeout: SLOW })).toBeInTheDocument();
  });

  it('says how many established members browsed from a flagged network (a shared address, not a farm)', async () => {
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      [reportsKey()]: () => jsonResponse(200, queue([{ ...flag, establishedMembers: 240 }])),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
    const flags = within(await screen.findByRole('region', { name: 'Many new accounts from one network' }, { timeout: SLOW }));
    expect(flags.getByText('About 240 established members here that day (many: a shared address, e.g. a mobile carrier).')).toBeInTheDocument();
  });

  it('shows nothing of the kind when no network is flagged', async () => {
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([]),
      [reportsKey()]: () => jsonResponse(200, queue([])),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reports' }, { timeout: SLOW }));
    expect(await screen.findByText('No reports to review', {}, { timeout: SLOW })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Many new accounts from one network' })).not.toBeInTheDocument();
  });
});
