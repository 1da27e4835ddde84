import { sexCorrectionMessages, type AdminSexCorrection } from '@mithaq/contract/sexCorrection';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profilesKey, profilesPage, renderAdminAt, SLOW } from '../../features/admin/test/adminFixtures';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';

const LIST = 'GET /api/admin/sex-corrections';

const request = (n: number, overrides: Partial<AdminSexCorrection> = {}): AdminSexCorrection => ({
  id: `6f2d3c4e-5f60-4a71-8b92-a3b4c5d6e7f${n}`,
  profileId: `7a3e4d5f-6071-4b82-9ca3-b4c5d6e7f80${n}`,
  name: `Yahya ${n}`,
  currentSex: 'male',
  requestedSex: 'female',
  reason: `I tapped the wrong gender at sign-up (${n}).`,
  askedAt: '2026-08-03T10:00:00.000Z',
  ...overrides,
});

async function openTab(routes: Parameters<typeof renderAdminAt>[1]) {
  const view = renderAdminAt('/admin/dashboard', { [profilesKey()]: profilesPage([]), ...routes });
  await view.user.click(await screen.findByRole('tab', { name: 'Gender corrections' }, { timeout: SLOW }));
  return view;
}

describe('/admin/dashboard: Gender corrections', () => {
  it('lists the requests with the member, both genders and the reason', async () => {
    await openTab({ [LIST]: () => jsonResponse(200, { requests: [request(1), request(2, { name: 'Khadija', currentSex: 'female', requestedSex: 'male' })] }) });
    expect(await screen.findByText('2 requests waiting', {}, { timeout: SLOW })).toBeInTheDocument();
    const second = within(screen.getByRole('article', { name: 'Khadija' }));
    expect(second.getByText('From Female to Male')).toBeInTheDocument();
    expect(second.getByText('I tapped the wrong gender at sign-up (2).')).toBeInTheDocument();
    expect(second.getByText('Asked Aug 3, 2026')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Correct to Male' })).toBeInTheDocument();
  });

  it('says so when none wait', async () => {
    await openTab({ [LIST]: () => jsonResponse(200, { requests: [] }) });
    expect(await screen.findByText('No gender correction requests are waiting', {}, { timeout: SLOW })).toBeInTheDocument();
  });

  it("corrects one and declines another; a request decided meanwhile is told in the server's words", async () => {
    const [one, two] = [request(1), request(2)];
    const correct = `POST /api/admin/sex-corrections/${one.id}/correct`;
    const decline = `POST /api/admin/sex-corrections/${two.id}/decline`;
    const { user, server } = await openTab({
      [LIST]: () => jsonResponse(200, { requests: [one, two] }),
      [correct]: () => jsonResponse(200, { sex: 'female' }),
      [decline]: () => errorResponse(409, 'CONFLICT', sexCorrectionMessages.notOpen),
    });
    const first = within(await screen.findByRole('article', { name: 'Yahya 1' }, { timeout: SLOW }));
    await user.click(first.getByRole('button', { name: 'Correct to Female' }));
    expect(await findToast('Yahya 1 is now Female', SLOW)).toBeInTheDocument();
    expect(server.requests(correct)).toHaveLength(1);
    await waitFor(() => expect(server.requests(LIST).length).toBeGreaterThanOrEqual(2), { timeout: SLOW });

    await user.click(within(screen.getByRole('article', { name: 'Yahya 2' })).getByRole('button', { name: 'Decline' }));
    expect(await findToast(sexCorrectionMessages.notOpen, SLOW)).toBeInTheDocument();
    expect(server.requests(decline)).toHaveLength(1);
  });
});
