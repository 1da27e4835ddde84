import type { MyReport } from '@mithaq/contract/reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';

const reports: MyReport[] = [
  { id: '4e4e4e4e-0000-4000-8000-000000000001', name: 'Zaid', category: 'money', createdAt: '2025-03-05T09:30:00.000Z', status: 'handled' },
  { id: '4e4e4e4e-0000-4000-8000-000000000002', name: '', category: 'fake_photos', createdAt: '2025-03-01T09:30:00.000Z', status: 'open' },
];

describe('Account: My reports', () => {
  it("lists each report's name, category, date and Open / Handled", async () => {
    stubServer({ 'GET /api/reports': () => jsonResponse(200, { reports }) });
    renderRoutes('/app/account', ready);
    const list = within(await screen.findByRole('list', { name: 'Your reports' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ZaidAsked for money · Mar 5, 2025Handled',
      'Former memberFake photos · Mar 1, 2025Open',
    ]);
  });

  it('says so when the member reported no one', async () => {
    stubServer({ 'GET /api/reports': () => jsonResponse(200, { reports: [] }) });
    renderRoutes('/app/account', ready);
    expect(await screen.findByText('You have not reported anyone.')).toBeInTheDocument();
  });
});
