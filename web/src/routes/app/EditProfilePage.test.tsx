import { noIntentions } from '@mithaq/contract/intentions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectPath, findToast } from '../../test/authPage';
import { deferredHandler, errorResponse, jsonResponse, stubServer } from '../../test/fakeServer';
import type { RouteHandler } from '../../test/fakeServer';
import { stubXhr } from '../../test/fakeXhr';
import { stubGeolocation } from '../../test/geolocation';
import { imageFile, ownProfile, picture } from '../../test/profileFixtures';
import { fakeBrowser, loadCropPicture, stubCropLayout } from '../../features/pictures/test/pictureFakes';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';
import type { OwnProfile } from '@mithaq/contract/profiles';
import { appChunks } from '../pageChunks';

const SAVE = 'PUT /api/profiles/me';

async function renderEdit(profile: OwnProfile = ownProfile(), routes: Record<string, RouteHandler> = {}) {
  const server = stubServer({
    'GET /api/profiles/me': () => jsonResponse(200, { profile }),
    'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 10, transactions: [] }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderRoutes('/app/edit-profile', ready);
  await screen.findByRole('button', { name: 'Save Changes' });
  return { ...view, server, user };
}

const pictures = () => within(screen.getByRole('list', { name: 'Your pictures' })).getAllByRole('img');

describe('Edit profile', () => {
  // The page's code (its lazy chunk: crop, carousel, city search) is imported once before the
  // tests: on a busy machine the first test's wait for the page was spent importing it (>5 s).
  beforeAll(() => appChunks.editProfile(), 60_000);

  it("starts from the saved profile, in the spec's order", async () => {
    await renderEdit();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app/account');
    expect(screen.getByLabelText('Name')).toHaveValue('Amina');
    // Sex is set once: shown, not editable.
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Gender')).toHaveAttribute('readonly');
    expect(screen.queryByRole('radio', { name: 'Male' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'London, United Kingdom (Change Location)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Selected nationalities' })).getByText('United Kingdom')).toBeInTheDocument();
    const height = screen.getByRole('slider', { name: 'Height' });
    expect(height).toHaveValue('165');
    expect(height).toHaveAttribute('step', '1');
    expect(screen.getByRole('combobox', { name: 'Marital Status' })).toHaveValue('Never Married');
    expect(screen.getByLabelText('Education')).toHaveValue('BSc Mathematics');
    expect(screen.getByLabelText('Occupation')).toHaveValue('Teacher');
    expect(screen.getByLabelText('About Me')).toHaveAttribute('rows', '5');
  });

  it("saves with PUT, says 'Profile updated successfully' and shows the change on the account page", async () => {
    const save = deferredHandler();
    const { user, router, server } = await renderEdit(ownProfile(), { [SAVE]: save.handler });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Maryam');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(server.requests(SAVE)[0]?.body).toEqual({
      name: 'Maryam',
      location: { country: 'GB', city: 'London' },
      aboutMe: 'I love reading.',
      education: 'BSc Mathematics',
      occupation: 'Teacher',
      nationality: ['GB'],
      height: 165,
      maritalStatus: 'Never Married',
      intentions: noIntentions,
      matchQuestion: null,
    });
    save.respond(jsonResponse(200, { profile: ownProfile({ name: 'Maryam' }) }));

    expect(await findToast('Profile updated successfully')).toBeInTheDocument();
    await expectPath(router, '/app/account');
    expect(await screen.findByText('Maryam, 29')).toBeInTheDocument();
  });

  it('shows the stated intentions and saves a change, "Not stated" clearing one', async () => {
    const { server, user } = await renderEdit(ownProfile({ intentions: { ...noIntentions, prayer: 'always', relocate: 'no' } }), {
      [SAVE]: () => jsonResponse(200, { profile: ownProfile() }),
    });
    expect(screen.getByRole('combobox', { name: 'Prays' })).toHaveValue('always');
    expect(screen.getByRole('combobox', { name: 'Would relocate' })).toHaveValue('no');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Would relocate' }), 'Not stated');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wants children' }), 'Open to it');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.requests(SAVE)).toHaveLength(1));
    expect((server.requests(SAVE)[0]?.body as { intentions: unknown }).intentions).toEqual({ ...noIntentions, prayer: 'always', wantsChildren: 'open' });
  });

  it('sets the question for matches from a quick pick, trimmed, and clears it with its button', async () => {
    const { server, user } = await renderEdit(ownProfile(), { [SAVE]: () => jsonResponse(200, { profile: ownProfile() }) });
    const question = screen.getByRole('textbox', { name: 'Your question' });
    expect(question).toHaveValue('');
    await user.click(within(screen.getByRole('group', { name: 'Suggestions' })).getByRole('button', { name: 'Are you currently married?' }));
    expect(question).toHaveValue('Are you currently married?');
    await user.type(question, '  ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.requests(SAVE)).toHaveLength(1));
    expect((server.requests(SAVE)[0]?.body as { matchQuestion: unknown }).matchQuestion).toBe('Are you currently married?');
  });

  it('shows the saved question, and saving it emptied asks nothing (null)', async () => {
    const { server, user } = await renderEdit(ownProfile({ matchQuestion: 'Do you pray?' }), { [SAVE]: () => jsonResponse(200, { profile: ownProfile() }) });
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Do you pray?');
    await user.click(screen.getByRole('button', { name: 'Remove the question' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.requests(SAVE)).toHaveLength(1));
    expect((server.requests(SAVE)[0]?.body as { matchQuestion: unknown }).matchQuestion).toBeNull();
  });

  it("says 'Failed to update profile: {message}' and keeps the form", async () => {
    const message = 'Failed to get location details';
    const { user, router } = await renderEdit(ownProfile(), { [SAVE]: () => errorResponse(400, 'VALIDATION', message) });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast(`Failed to update profile: ${message}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/edit-profile');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('checks the form with the shared rules before saving', async () => {
    const { user, server } = await renderEdit(ownProfile({ nationality: [], pictures: [] }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveAccessibleDescription(/Please add at least 1 nationality/);
    expect(screen.getByText('Please select at least one picture', { selector: 'p[role="alert"]' })).toBeInTheDocument();
    expect(await findToast('Please select at least one picture')).toBeInTheDocument();
    expect(server.requests(SAVE)).toHaveLength(0);
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
  });

  it('keeps 1 to 4 nationalities with the edit messages', async () => {
    const { user } = await renderEdit(ownProfile({ nationality: ['GB', 'PK', 'EG', 'JO'] }));
    await user.click(screen.getByRole('combobox', { name: 'Nationality' }));
    await user.paste('Morocco');
    await user.keyboard('{Enter}');
    expect(screen.getByText('You can have at most 4 nationalities')).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: 'Nationality' }));
    await user.paste('Egypt');
    await user.keyboard('{Enter}');
    expect(screen.getByText('This nationality is already added')).toBeInTheDocument();
    for (const name of ['Pakistan', 'Egypt', 'Jordan']) await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Remove United Kingdom' }));
    expect(screen.getByText('You must have at least 1 nationality')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove United Kingdom' })).toBeInTheDocument();
  });

  it("shows 'Location not set' and changes the location by detecting it", async () => {
    stubGeolocation({ latitude: 24.86, longitude: 67.01 });
    const { user, server } = await renderEdit(ownProfile({ country: '', city: '' }), {
      'POST /api/geo/reverse': () => jsonResponse(200, { country: 'PK', countryName: 'Pakistan', city: 'Karachi' }),
      [SAVE]: () => jsonResponse(200, { profile: ownProfile({ country: 'PK', city: 'Karachi' }) }),
    });
    await user.click(screen.getByRole('button', { name: 'Location not set (Change Location)' }));
    expect(await screen.findByRole('button', { name: 'Karachi, Pakistan (Change Location)' })).toBeInTheDocument();
    expect(await findToast('Location detected successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('Profile updated successfully');
    expect(server.requests(SAVE)[0]?.body).toMatchObject({ location: { country: 'PK', city: 'Karachi' } });
  });
});

describe('Edit profile: pictures', () => {
  it('counts n/5, hints how many more, and never removes the last picture', async () => {
    await renderEdit();
    expect(screen.getByText('1/5')).toBeInTheDocument();
    expect(screen.getByText('Add 4 more picture(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove picture 1' })).toBeDisabled();
    expect(screen.getByText('You must have at least one profile picture')).toBeInTheDocument();
    expect(screen.getByLabelText('Add Pictures')).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
  });

  it("with none, asks to 'Upload at least 1 picture (max 5)'", async () => {
    await renderEdit(ownProfile({ pictures: [] }));
    expect(screen.getByText('0/5')).toBeInTheDocument();
    expect(screen.getByText('Upload at least 1 picture (max 5)')).toBeInTheDocument();
  });

  it('removes a picture after confirming', async () => {
    const { user, server } = await renderEdit(ownProfile({ pictures: [picture(0), picture(1)] }), {
      [`DELETE /api/profiles/me/pictures/${picture(1).id}`]: () => jsonResponse(200, { pictures: [picture(0)] }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remove this picture?' })).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Picture removed successfully')).toBeInTheDocument();
    expect(pictures()).toHaveLength(1);
    expect(screen.getByText('1/5')).toBeInTheDocument();
    expect(server.requests(`DELETE /api/profiles/me/pictures/${picture(1).id}`)).toHaveLength(1);
  });

  it('a picture change marks the own profile stale: the Account page fetches it again, without the badge the server hid', async () => {
    let verified = true;
    const { user, router, server, queryClient } = await renderEdit(ownProfile({ verified, pictures: [picture(0), picture(1)] }), {
      'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile({ verified, pictures: verified ? [picture(0), picture(1)] : [picture(0)] }) }),
      [`DELETE /api/profiles/me/pictures/${picture(1).id}`]: () => {
        verified = false;
        return jsonResponse(200, { pictures: [picture(0)] });
      },
    });
    // As in the app (lib/queryClient.ts): a profile fetched in the last 30 s is shown without asking again.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remove this picture?' })).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Picture removed successfully')).toBeInTheDocument();
    // The edit form keeps what it shows (no refetch under it)…
    expect(pictures()).toHaveLength(1);
    await router.navigate('/app/account');
    // …and the Account page asks again.
    await waitFor(() => expect(server.requests('GET /api/profiles/me')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument());
  });

  it("says 'Failed to remove picture: {message}'", async () => {
    const { user } = await renderEdit(ownProfile({ pictures: [picture(0), picture(1)] }), {
      [`DELETE /api/profiles/me/pictures/${picture(0).id}`]: () =>
        errorResponse(400, 'VALIDATION', 'You must have at least one profile picture'),
    });
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Failed to remove picture: You must have at least one profile picture')).toBeInTheDocument();
    expect(pictures()).toHaveLength(2);
  });

  it('reorders with keyboard-reachable buttons, and the focus follows the picture', async () => {
    const [first, second] = [picture(0), picture(1)];
    const { user, server } = await renderEdit(ownProfile({ pictures: [first, second] }), {
      'PUT /api/profiles/me/pictures/order': () =>
        jsonResponse(200, { pictures: [{ ...second, position: 0 }, { ...first, position: 1 }] }),
    });
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 2 later' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move picture 1 later' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pictures()[0]).toHaveAttribute('src', second.thumbUrl));
    expect(await screen.findByRole('button', { name: 'Move picture 2 earlier' })).toHaveFocus();
    expect(server.requests('PUT /api/profiles/me/pictures/order')[0]?.body).toEqual({ ids: [second.id, first.id] });
    expect(pictures()[0]).toHaveAttribute('src', second.thumbUrl);
  });

  it('adds pictures with upload progress, up to 5', async () => {
    const xhr = stubXhr(() => ({ status: 200, body: { pictures: [picture(0), picture(1)] }, progress: [[5, 10]] }));
    const { user } = await renderEdit();
    await user.upload(screen.getByLabelText('Add Pictures'), [imageFile('new.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Use whole picture' }));
    expect(await screen.findByText('2/5')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("refuses more than 5 with 'You can upload a maximum of 5 pictures'", async () => {
    const xhr = stubXhr(() => ({ status: 500 }));
    const { user } = await renderEdit(ownProfile({ pictures: [0, 1, 2, 3].map(picture) }));
    await user.upload(screen.getByLabelText('Add Pictures'), [imageFile('a.jpg'), imageFile('b.jpg')]);
    expect(await findToast('You can upload a maximum of 5 pictures')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it("says 'Failed to upload {file}: {message}'", async () => {
    const message = 'File "new.jpg" is too large. Maximum size is 5MB.';
    stubXhr(() => ({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message } } }));
    const { user } = await renderEdit();
    await user.upload(screen.getByLabelText('Add Pictures'), [imageFile('new.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Use whole picture' }));
    expect(await findToast(`Failed to upload new.jpg: ${message}`)).toBeInTheDocument();
    expect(screen.getByText('1/5')).toBeInTheDocument();
  });
});

describe('Edit profile: crop before upload', () => {
  const uploaded = [picture(0), picture(1)];
  const cropDialog = (name: string) => screen.findByRole('dialog', { name });

  it('picking opens the crop dialog; Apply sends the crop in the card\'s shape', async () => {
    stubCropLayout();
    const browser = fakeBrowser({ width: 1000, height: 800 }, ['image/webp']);
    const xhr = stubXhr(() => ({ status: 200, body: { pictures: uploaded } }));
    const { user } = await renderEdit();
    await user.upload(screen.getByLabelText('Add Pictures'), [imageFile('wide.jpg')]);
    await loadCropPicture(await cropDialog('Crop and straighten'));
    expect(xhr.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('2/5')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The centred 4:5 area of the 1000×800 picture, drawn at its own size.
    expect(browser.canvases.map(({ width, height }) => [width, height])).toEqual([[640, 800]]);
    expect(xhr.requests[0]?.body).toMatchObject({ name: 'wide.jpg', type: 'image/webp', size: 300 * 1024 });
  });

  it('offers each picked picture in turn: "Use whole picture" sends it as it is, Escape leaves it out', async () => {
    const xhr = stubXhr(() => ({ status: 200, body: { pictures: uploaded } }));
    const { user } = await renderEdit();
    const [first, second] = [imageFile('a.jpg'), imageFile('b.jpg')];
    await user.upload(screen.getByLabelText('Add Pictures'), [first!, second!]);
    await cropDialog('Crop and straighten (picture 1 of 2)');
    await user.click(screen.getByRole('button', { name: 'Use whole picture' }));
    await cropDialog('Crop and straighten (picture 2 of 2)');
    expect(xhr.requests).toHaveLength(0);
    await user.keyboard('{Escape}');

    expect(await screen.findByText('2/5')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.requests[0]?.body).toBe(first);
  });

  it('Cancel adds nothing', async () => {
    const xhr = stubXhr(() => ({ status: 200, body: { pictures: uploaded } }));
    const { user } = await renderEdit();
    await user.upload(screen.getByLabelText('Add Pictures'), [imageFile('new.jpg')]);
    await cropDialog('Crop and straighten');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('1/5')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
    expect(screen.getByLabelText('Add Pictures')).toBeEnabled();
  });
});
