import { verificationMessages, type VerificationQueueItem } from '@mithaq/contract/verification';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminDetails } from '../../features/admin/test/adminDetailsFixture';
import { adminRow, profilesKey, profilesPage, renderAdminAt, SLOW } from '../../features/admin/test/adminFixtures';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';

const QUEUE = 'GET /api/admin/verification';

function request(index: number, overrides: Partial<VerificationQueueItem> = {}): VerificationQueueItem {
  return {
    id: `7b1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f0${index}`,
    profileId: `0a1b2c3d-6a3d-4e8f-9b71-2c5d8e0a1f0${index}`,
    name: `Member ${index}`,
    pose: 'chinRightHand',
    selfieUrl: `/media/selfies/s${index}.webp?sig=x`,
    pictures: [{ id: `9c1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f0${index}`, position: 0, url: `/media/pictures/m${index}.webp?sig=x`, thumbUrl: `/media/pictures/m${index}-thumb.webp?sig=x`, width: 1080, height: 1350, blurred: false }],
    createdAt: `2026-01-0${index}T09:00:00.000Z`,
    change: null,
    ...overrides,
  };
}

async function openTab(routes: Parameters<typeof renderAdminAt>[1]) {
  const view = renderAdminAt('/admin/dashboard', { [profilesKey()]: profilesPage([]), ...routes });
  await view.user.click(await screen.findByRole('tab', { name: 'Verification' }, { timeout: SLOW }));
  return view;
}

describe('/admin/dashboard: Verification', () => {
  it('lists the waiting selfies oldest first: selfie, pose and the profile pictures side by side', async () => {
    await openTab({ [QUEUE]: () => jsonResponse(200, { pending: 2, requests: [request(1), request(2, { pose: 'thumbsUpRight' })] }) });
    expect(await screen.findByText('2 selfies waiting', {}, { timeout: SLOW })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Member 1', 'Member 2']);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'Verification selfie of Member 1' })).toHaveAttribute('src', '/media/selfies/s1.webp?sig=x');
    // The profile picture in both renditions: the browser takes the card where the screen's density needs it.
    expect(first.getByRole('img', { name: 'Picture 1 of Member 1' })).toHaveAttribute(
      'srcset',
      '/media/pictures/m1-thumb.webp?sig=x 320w, /media/pictures/m1.webp?sig=x 1080w',
    );
    expect(first.getByText('Touch your chin with your right hand')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Give a thumbs up with your right hand')).toBeInTheDocument();
  });

  it('approves, and rejects only with a reason, as fraud when ticked', async () => {
    let waiting = [request(1), request(2)];
    const { user, server } = await openTab({
      [QUEUE]: () => jsonResponse(200, { pending: waiting.length, requests: waiting }),
      [`POST /api/admin/verification/${request(1).id}/approve`]: () => {
        waiting = waiting.filter((r) => r.id !== request(1).id);
        return jsonResponse(200, { status: 'approved' });
      },
      [`POST /api/admin/verification/${request(2).id}/reject`]: () => {
        waiting = [];
        return jsonResponse(200, { status: 'rejected' });
      },
    });
    const first = within((await screen.findAllByRole('article', {}, { timeout: SLOW }))[0]!);
    await user.click(first.getByRole('button', { name: 'Approve' }));
    expect(await findToast('Member 1 is now verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    const second = within(screen.getByRole('article'));
    await user.click(second.getByRole('button', { name: 'Reject' }));
    expect(second.getByText('Please give a reason (1 to 300 characters).')).toBeInTheDocument();
    expect(server.requests(`POST /api/admin/verification/${request(2).id}/reject`)).toHaveLength(0);
    await user.type(second.getByLabelText('Reason (shown to the member when rejecting)'), 'Not the person in the pictures');
    await user.click(second.getByRole('checkbox', { name: 'Fraud (keep the selfie for 2 years)' }));
    await user.click(second.getByRole('button', { name: 'Reject' }));
    expect(await findToast("Member 2's verification was rejected")).toBeInTheDocument();
    expect(server.requests(`POST /api/admin/verification/${request(2).id}/reject`)[0]!.body).toEqual({ reason: 'Not the person in the pictures', fraud: true });
    expect(await screen.findByText('No selfie is waiting for review.')).toBeInTheDocument();
  });

  it('shows a re-review: why, the old and the new name, the new pictures marked and the removed ones; Approve sends what it showed', async () => {
    const kept = request(1).pictures[0]!;
    const added = { ...kept, id: '9c1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f99', position: 1, url: '/media/pictures/new.webp?sig=x', thumbUrl: '/media/pictures/new-thumb.webp?sig=x' };
    const reReview = request(1, {
      name: 'Laila',
      pictures: [kept, added],
      change: {
        approvedAt: '2025-12-01T09:00:00.000Z',
        previousName: 'Maryam',
        addedPictureIds: [added.id],
        removed: [
          { id: '5d1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f01', thumbUrl: '/media/selfies/removed-a.webp?sig=x' },
          { id: '5d1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f02', thumbUrl: null },
        ],
        selfieKept: true,
      },
    });
    const approve = `POST /api/admin/verification/${reReview.id}/approve`;
    const { user, server } = await openTab({
      [QUEUE]: () => jsonResponse(200, { pending: 1, requests: [reReview] }),
      [approve]: () => jsonResponse(200, { status: 'approved' }),
    });
    const card = within(await screen.findByRole('article', { name: 'Laila' }, { timeout: SLOW }));
    expect(card.getByText('Check again after a change')).toBeInTheDocument();
    expect(card.getByText('Verified on December 1, 2025. Since then:')).toBeInTheDocument();
    expect(card.getByText('Name changed from Maryam to Laila')).toBeInTheDocument();
    expect(card.getByText('Selfie from the approval')).toBeInTheDocument();
    // Only the picture the approval did not cover is marked.
    expect(card.getAllByText('New since the approval')).toHaveLength(1);
    expect(card.getByRole('img', { name: 'Picture 2 of Laila' }).closest('figure')).toHaveTextContent('New since the approval');
    const removed = within(card.getByRole('group', { name: 'Removed since the approval' }));
    expect(removed.getByRole('img', { name: 'Removed picture 1 of Laila' })).toHaveAttribute('src', '/media/selfies/removed-a.webp?sig=x');
    expect(removed.getByText('Removed picture 2 (not kept)')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Approve' }));
    expect(await findToast('Laila is now verified')).toBeInTheDocument();
    expect(server.requests(approve)[0]!.body).toEqual({ name: 'Laila', pictureIds: [kept.id, added.id] });
  });

  it('tells the moderator when the profile changed while they were reviewing, and shows the request again', async () => {
    const approve = `POST /api/admin/verification/${request(1).id}/approve`;
    const { user, server } = await openTab({
      [QUEUE]: () => jsonResponse(200, { pending: 1, requests: [request(1)] }),
      [approve]: () => errorResponse(409, 'CONFLICT', verificationMessages.changedSinceShown),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: SLOW }));
    expect(await findToast(verificationMessages.changedSinceShown)).toBeInTheDocument();
    await waitFor(() => expect(server.requests(QUEUE).length).toBeGreaterThanOrEqual(2));
  });

  it("revokes a verified member's badge from their details, with a reason", async () => {
    const id = adminRow(1).id;
    const key = `POST /api/admin/profiles/${id}/verification/revoke`;
    const { server, user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Khalid' })]),
      [`GET /api/admin/profiles/${id}`]: () => jsonResponse(200, { profile: adminDetails({ verified: true }) }),
      [key]: () => jsonResponse(200, { status: 'revoked' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Khalid' }, { timeout: SLOW }));
    const form = within(await screen.findByRole('form', { name: 'Verified badge' }, { timeout: SLOW }));
    expect(form.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Revoke badge' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please give a reason (1 to 300 characters).');
    expect(server.requests(key)).toHaveLength(0);
    await user.type(form.getByLabelText('Reason for revoking (shown to the member)'), 'Pictures replaced by someone else');
    await user.click(form.getByRole('button', { name: 'Revoke badge' }));
    expect(await findToast("Khalid's badge was revoked", SLOW)).toBeInTheDocument();
    expect(server.requests(key)[0]!.body).toEqual({ reason: 'Pictures replaced by someone else' });
  });

  it('shows no revoke form for a member without the badge', async () => {
    const id = adminRow(1).id;
    const { user } = renderAdminAt('/admin/dashboard', {
      [profilesKey()]: profilesPage([adminRow(1, { name: 'Khalid' })]),
      [`GET /api/admin/profiles/${id}`]: () => jsonResponse(200, { profile: adminDetails() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Khalid' }, { timeout: SLOW }));
    await screen.findByRole('form', { name: 'Correct gender' }, { timeout: SLOW });
    expect(screen.queryByRole('form', { name: 'Verified badge' })).not.toBeInTheDocument();
  });
});
