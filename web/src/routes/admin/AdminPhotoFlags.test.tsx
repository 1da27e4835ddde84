import type { PhotoFlag } from '@mithaq/contract/photoSafety';
import type { Picture } from '@mithaq/contract/profiles';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profilesKey, profilesPage, renderAdminAt, SLOW } from '../../features/admin/test/adminFixtures';
import { findToast } from '../../test/authPage';
import { jsonResponse } from '../../test/fakeServer';

const LIST = 'GET /api/admin/photo-flags';

const picture = (n: number): Picture => ({
  id: `9c1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f0${n}`,
  position: 0,
  url: `/media/pictures/p${n}.webp?sig=x`,
  thumbUrl: `/media/pictures/p${n}-thumb.webp?sig=x`,
  width: 1080,
  height: 1350,
  blurred: false,
});

function flag(n: number, overrides: Partial<PhotoFlag> = {}): PhotoFlag {
  return {
    id: `7b1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f0${n}`,
    createdAt: '2026-01-02T09:00:00.000Z',
    distance: 2,
    flagged: { profileId: `0a1b2c3d-6a3d-4e8f-9b71-2c5d8e0a1f0${n}`, name: `Newer ${n}`, age: 24, createdAt: '2026-01-01T09:00:00.000Z', picture: picture(n) },
    matched: { profileId: '0a1b2c3d-6a3d-4e8f-9b71-2c5d8e0a1f09', name: 'Older', age: 31, createdAt: '2024-03-01T09:00:00.000Z', picture: picture(9) },
    matchedHeld: false,
    knownFake: false,
    ...overrides,
  };
}

async function openTab(routes: Parameters<typeof renderAdminAt>[1]) {
  const view = renderAdminAt('/admin/dashboard', { [profilesKey()]: profilesPage([]), ...routes });
  await view.user.click(await screen.findByRole('tab', { name: 'Photos' }, { timeout: SLOW }));
  return view;
}

describe('/admin/dashboard: Photos', () => {
  it('shows the held picture beside the older account\'s, or says it matches a removed fake', async () => {
    await openTab({ [LIST]: () => jsonResponse(200, { flags: [flag(1), flag(2, { matched: null, knownFake: true })] }) });
    expect(await screen.findByText('2 photos waiting for review', {}, { timeout: SLOW })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article').map((card) => within(card));
    expect(first!.getByRole('heading', { name: 'Newer 1' })).toBeInTheDocument();
    expect(first!.getByRole('img', { name: 'Picture of Newer 1' })).toBeInTheDocument();
    expect(first!.getByRole('img', { name: 'Picture of Older' })).toBeInTheDocument();
    expect(first!.getByText(/^Older, 31 · joined/)).toBeInTheDocument();
    expect(first!.getByText('2 bits apart')).toBeInTheDocument();
    expect(second!.getByText('A photo moderators removed as fake')).toBeInTheDocument();
    expect(second!.queryByRole('button', { name: "Remove the older account's picture" })).toBeNull();
  });

  it("when the older account uploaded second, says its picture is held too and can remove that one instead", async () => {
    const held = flag(1, { matchedHeld: true });
    const removeKey = `POST /api/admin/photo-flags/${held.id}/remove`;
    const { user, server } = await openTab({ [LIST]: () => jsonResponse(200, { flags: [held] }), [removeKey]: () => jsonResponse(200, { ok: true }) });
    const card = within((await screen.findAllByRole('article', {}, { timeout: SLOW }))[0]!);
    expect(card.getByText('Older account (uploaded second, picture held)')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: "Remove the older account's picture" }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Remove this picture?' }));
    await user.type(dialog.getByLabelText('Authenticator code'), '482913');
    await user.click(dialog.getByRole('button', { name: "Remove the older account's picture" }));
    expect(await findToast('The picture of Older was removed', SLOW)).toBeInTheDocument();
    expect(server.requests(removeKey)[0]?.body).toEqual({ confirm: '482913', pictureId: picture(9).id });
  });

  it('"Not the same / allowed" releases the picture and the card goes', async () => {
    let open = [flag(1)];
    const { user, server } = await openTab({
      [LIST]: () => jsonResponse(200, { flags: open }),
      [`POST /api/admin/photo-flags/${flag(1).id}/allow`]: () => {
        open = [];
        return jsonResponse(200, { ok: true });
      },
    });
    const card = within((await screen.findAllByRole('article', {}, { timeout: SLOW }))[0]!);
    await user.click(card.getByRole('button', { name: 'Not the same / allowed' }));
    expect(await findToast('The picture of Newer 1 is shown again')).toBeInTheDocument();
    expect(server.requests(`POST /api/admin/photo-flags/${flag(1).id}/allow`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('No photos waiting for review')).toBeInTheDocument());
  });
});
