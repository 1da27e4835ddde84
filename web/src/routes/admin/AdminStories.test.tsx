import type { AdminStory } from '@mithaq/contract/stories';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profilesKey, profilesPage, renderAdminAt, SLOW } from '../../features/admin/test/adminFixtures';
import { findToast } from '../../test/authPage';
import { jsonResponse } from '../../test/fakeServer';

const LIST = 'GET /api/admin/stories';

const story = (n: number, overrides: Partial<AdminStory> = {}): AdminStory => ({
  matchId: `5e1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f0${n}`,
  body: `We met on Mithaq (${n}).`,
  signature: `A. & M., Leeds ${n}`,
  status: 'pending',
  submittedAt: '2026-07-01T09:00:00.000Z',
  names: ['Amina', 'Musa'],
  ...overrides,
});

async function openTab(routes: Parameters<typeof renderAdminAt>[1]) {
  const view = renderAdminAt('/admin/dashboard', { [profilesKey()]: profilesPage([]), ...routes });
  await view.user.click(await screen.findByRole('tab', { name: 'Stories' }, { timeout: SLOW }));
  return view;
}

describe('/admin/dashboard: Stories', () => {
  it('lists the stories waiting for review with their words, signature and couple', async () => {
    await openTab({ [LIST]: () => jsonResponse(200, { stories: [story(1), story(2)] }) });
    expect(await screen.findByText('2 stories waiting for review', {}, { timeout: SLOW })).toBeInTheDocument();
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByRole('heading', { name: 'A. & M., Leeds 1' })).toBeInTheDocument();
    expect(first.getByText('We met on Mithaq (1).')).toBeInTheDocument();
    expect(first.getByText(/^Amina & Musa · sent/)).toBeInTheDocument();
  });

  it('says so when none wait', async () => {
    await openTab({ [LIST]: () => jsonResponse(200, { stories: [] }) });
    expect(await screen.findByText('No stories are waiting for review', {}, { timeout: SLOW })).toBeInTheDocument();
  });

  it('approves one, and rejects another with the reason the couple will read; the list is read again', async () => {
    const [one, two] = [story(1), story(2)];
    const approve = `POST /api/admin/stories/${one.matchId}/approve`;
    const reject = `POST /api/admin/stories/${two.matchId}/reject`;
    const { user, server } = await openTab({
      [LIST]: () => jsonResponse(200, { stories: [one, two] }),
      [approve]: () => jsonResponse(200, { ok: true }),
      [reject]: () => jsonResponse(200, { ok: true }),
    });
    const [first, second] = (await screen.findAllByRole('article', {}, { timeout: SLOW })).map((card) => within(card));
    await user.click(first!.getByRole('button', { name: 'Approve' }));
    expect(await findToast('The story signed “A. & M., Leeds 1” is now on the home page', SLOW)).toBeInTheDocument();
    expect(server.requests(approve)).toHaveLength(1);

    await user.type(second!.getByLabelText('Reason shown to the couple if you reject it (optional)'), '  Please leave out the phone number. ');
    await user.click(second!.getByRole('button', { name: 'Reject' }));
    expect(await findToast('The story signed “A. & M., Leeds 2” was rejected', SLOW)).toBeInTheDocument();
    expect(server.requests(reject)[0]?.body).toEqual({ reason: 'Please leave out the phone number.' });
    await waitFor(() => expect(server.requests(LIST).length).toBeGreaterThanOrEqual(3), { timeout: SLOW });
  });

  it('takes a story on the home page down, with the reason the couple will read', async () => {
    const [waiting, shown] = [story(1), story(2, { status: 'approved' })];
    const takeDown = `POST /api/admin/stories/${shown.matchId}/reject`;
    const { user, server } = await openTab({ [LIST]: () => jsonResponse(200, { stories: [waiting, shown] }), [takeDown]: () => jsonResponse(200, { ok: true }) });
    expect(await screen.findByText('1 story waiting for review', {}, { timeout: SLOW })).toBeInTheDocument();
    const card = within(screen.getAllByRole('article')[1]!);
    expect(card.getByText('On the home page')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.type(card.getByLabelText('Reason shown to the couple (optional)'), 'A complaint from her family.');
    await user.click(card.getByRole('button', { name: 'Take down' }));
    expect(await findToast('The story signed “A. & M., Leeds 2” was taken off the home page', SLOW)).toBeInTheDocument();
    expect(server.requests(takeDown)[0]?.body).toEqual({ reason: 'A complaint from her family.' });
  });
});
