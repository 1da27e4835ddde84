import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeServer';
import { profilesKey, profilesPage, renderAdminAt, SLOW } from './test/adminFixtures';

const me = (commit: string | null) => () =>
  jsonResponse(200, { user: { id: '00000000-0000-4000-8000-000000000001', email: 'boss@example.com', role: 'admin', emailConfirmed: true, language: 'en', secondFactor: true }, build: { version: '1.0.0', commit } });

it("shows which version and commit the server runs at the dashboard's foot", async () => {
  renderAdminAt('/admin/dashboard', { [profilesKey()]: profilesPage([]), 'GET /api/admin/me': me('3f9c2a1b7d4e') });
  expect(await screen.findByText('Mithaq 1.0.0 (commit 3f9c2a1b7d4e)', undefined, { timeout: SLOW })).toBeInTheDocument();
});

it('shows the version alone when the server does not know its commit', async () => {
  renderAdminAt('/admin/dashboard', { [profilesKey()]: profilesPage([]), 'GET /api/admin/me': me(null) });
  expect(await screen.findByText('Mithaq 1.0.0', undefined, { timeout: SLOW })).toBeInTheDocument();
});
