import { noIntentions } from '@mithaq/contract/intentions';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { expectPath, findToast } from '../../test/authPage';
import { stubXhr } from '../../test/fakeXhr';
import { completeSignupForm, imageFile, seedSignupForm, storedSignupForm } from '../../test/profileFixtures';
import { renderWizard } from '../../test/wizard';
import { selectedPictures } from '../pictures/selectedPictures';
import { fakeBrowser, loadCropPicture, stubCropLayout } from '../pictures/test/pictureFakes';

const MB = 1024 * 1024;

function stubObjectUrls() {
  let next = 0;
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++next}`);
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  /** URLs created and not yet revoked. */
  const live = () => {
    const revoked = new Set(revoke.mock.calls.map(([url]) => url));
    return create.mock.results.map((result) => result.value as string).filter((url) => !revoked.has(url));
  };
  return { create, revoke, live };
}

const picker = () => screen.getByLabelText('Add Pictures');
const previews = () => within(screen.getByRole('list', { name: 'Selected pictures' })).getAllByRole('img');

describe('wizard step 3 (pictures)', () => {
  it('accepts images, several at once, and shows their previews', async () => {
    const urls = stubObjectUrls();
    const { user } = await renderWizard('/signup/pictures');
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    expect(picker()).toHaveAttribute('multiple');
    expect(screen.getByText(/if you reload, please pick them again/)).toBeInTheDocument();

    await user.upload(picker(), [imageFile('one.jpg'), imageFile('two.png', 'image/png')]);

    expect(await findToast('2 picture(s) selected successfully')).toBeInTheDocument();
    expect(previews()).toHaveLength(2);
    expect(previews()[0]).toHaveAttribute('src', expect.stringMatching(/^blob:preview-/));
    expect(screen.getByText('2/5')).toBeInTheDocument();
    expect(urls.live()).toHaveLength(2);
    // The files stay in memory only: nothing about them reaches storage.
    expect(JSON.stringify(storedSignupForm() ?? {})).not.toContain('one.jpg');
  });

  it('refuses other types and more than 5 pictures, with the spec messages; a 12MB photo and a 6MB GIF are taken (shrunk when sent)', async () => {
    stubObjectUrls();
    const { user } = await renderWizard('/signup/pictures', {}, { applyAccept: false });
    await user.upload(picker(), [imageFile('cv.pdf', 'application/pdf'), imageFile('huge.gif', 'image/gif', 6 * MB)]);
    expect(await findToast('File "cv.pdf" is not a supported image format. Please use JPG, PNG, GIF, or WebP.')).toBeInTheDocument();
    expect(await findToast('1 picture(s) selected successfully')).toBeInTheDocument();
    expect(previews()).toHaveLength(1);

    await user.upload(picker(), [imageFile('phone.jpg', 'image/jpeg', 12 * MB), ...[3, 4].map((n) => imageFile(`p${n}.jpg`))]);
    await user.upload(picker(), [imageFile('p5.jpg'), imageFile('p6.jpg')]);
    expect(await findToast('You can upload a maximum of 5 pictures. Currently have 4.')).toBeInTheDocument();
    expect(previews()).toHaveLength(4);
  });

  it('releases a preview when its picture is removed, and the rest when the page is left', async () => {
    const urls = stubObjectUrls();
    const { user, unmount } = await renderWizard('/signup/pictures');
    await user.upload(picker(), [imageFile('one.jpg'), imageFile('two.jpg')]);
    const firstUrl = previews()[0]?.getAttribute('src');

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));

    expect(await findToast('Picture removed')).toBeInTheDocument();
    expect(previews()).toHaveLength(1);
    expect(urls.revoke).toHaveBeenCalledWith(firstUrl);
    expect(urls.live()).toHaveLength(1);
    unmount();
    expect(urls.live()).toHaveLength(0);
  });

  it('each picked picture has a Crop button opening the crop dialog; Escape gives the focus back', async () => {
    stubObjectUrls();
    const { user } = await renderWizard('/signup/pictures');
    await user.upload(picker(), [imageFile('one.jpg'), imageFile('two.jpg')]);
    const crop = screen.getByRole('button', { name: 'Crop picture 2' });
    await user.click(crop);
    expect(await screen.findByRole('dialog', { name: 'Crop and straighten' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(crop).toHaveFocus();
    expect(selectedPictures.get().map((picture) => picture.file.name)).toEqual(['one.jpg', 'two.jpg']);
  });

  it('draws one crop of a picture at a time, and says nothing of a crop whose picture was removed meanwhile', async () => {
    stubObjectUrls();
    stubCropLayout();
    fakeBrowser({ width: 1000, height: 800 }, ['image/webp']);
    // Decoding waits for `release`, so the first crop is still being drawn while the member goes on.
    const decodes = globalThis.createImageBitmap;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('createImageBitmap', (file: Blob, options?: ImageBitmapOptions) => held.then(() => decodes(file, options)));
    const success = vi.spyOn(toast, 'success');
    const { user } = await renderWizard('/signup/pictures');
    await user.upload(picker(), [imageFile('one.jpg'), imageFile('two.jpg')]);

    const cropFirst = screen.getByRole('button', { name: 'Crop picture 1' });
    await user.click(cropFirst);
    await loadCropPicture(await screen.findByRole('dialog', { name: 'Crop and straighten' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cropFirst).toHaveFocus());
    expect(cropFirst).toHaveAttribute('aria-disabled', 'true');
    await user.click(cropFirst);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    release();
    // The other picture's crop is drawn after the first (one at a time): its toast comes last.
    await user.click(screen.getByRole('button', { name: 'Crop picture 1' }));
    await loadCropPicture(await screen.findByRole('dialog', { name: 'Crop and straighten' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(selectedPictures.get()).toMatchObject([{ file: { type: 'image/webp' }, original: { name: 'two.jpg' } }]));
    expect(await findToast('Picture cropped')).toBeInTheDocument();
    expect(success.mock.calls.filter(([message]) => message === 'Picture cropped')).toHaveLength(1);
  });

  it('a crop takes the picture\'s place and keeps the picked file, so a second crop starts from the whole picture', () => {
    const picked = imageFile('one.jpg');
    selectedPictures.add([picked]);
    const id = selectedPictures.get()[0]!.id;
    const first = imageFile('one.jpg', 'image/webp');
    selectedPictures.crop(id, first);
    selectedPictures.crop(id, imageFile('one.jpg', 'image/webp'));
    expect(selectedPictures.get()[0]).toMatchObject({ id, original: picked });
    expect(selectedPictures.get()[0]?.file).not.toBe(first);
  });

  it('Continue needs at least one picture', async () => {
    stubObjectUrls();
    const { user, router } = await renderWizard('/signup/pictures');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one picture before continuing');
    expect(router.state.location.pathname).toBe('/signup/pictures');

    await user.upload(picker(), [imageFile('one.jpg')]);
    expect(screen.queryByText('Please select at least one picture before continuing', { selector: 'p' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectPath(router, '/signup/review');
    expect(previews()).toHaveLength(1);
  });

  it('Skip picture upload creates the profile without pictures, clears the form and goes to Discover', async () => {
    stubObjectUrls();
    seedSignupForm(completeSignupForm);
    const xhr = stubXhr(() => ({ status: 500 }));
    selectedPictures.add([imageFile('one.jpg')]);
    const { user, router, server } = await renderWizard('/signup/pictures');

    await user.click(screen.getByRole('button', { name: 'Skip picture upload and continue' }));

    expect(await findToast('Profile created! You can add pictures later from your account settings.')).toBeInTheDocument();
    await expectPath(router, '/app/profiles');
    expect(server.requests('POST /api/profiles')[0]?.body).toEqual({
      name: 'Amina',
      sex: 'female',
      birthday: '1995-06-15',
      location: { country: 'GB', city: 'London' },
      aboutMe: 'I love reading.',
      education: 'BSc Mathematics',
      occupation: 'Teacher',
      nationality: ['PK', 'GB'],
      height: 165,
      maritalStatus: 'Never Married',
      intentions: noIntentions,
      photosPrivate: false,
    });
    expect(xhr.requests).toHaveLength(0);
    expect(storedSignupForm()).toBeNull();
    expect(selectedPictures.get()).toHaveLength(0);
  });

  it('keeps the choice to show photos only to matches, and creates the profile with it', async () => {
    seedSignupForm(completeSignupForm);
    const { user, server } = await renderWizard('/signup/pictures');
    const toggle = screen.getByRole('switch', { name: 'Show my photos only to my matches' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(storedSignupForm()).toMatchObject({ photosPrivate: true });
    await user.click(screen.getByRole('button', { name: 'Skip picture upload and continue' }));
    await waitFor(() => expect(server.requests('POST /api/profiles')).toHaveLength(1));
    expect(server.requests('POST /api/profiles')[0]?.body).toMatchObject({ photosPrivate: true });
  });

  it("says 'Failed to clear form data' when storage refuses, and still finishes", async () => {
    seedSignupForm(completeSignupForm);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { user, router } = await renderWizard('/signup/pictures');
    await user.click(screen.getByRole('button', { name: 'Skip picture upload and continue' }));
    expect(await findToast('Failed to clear form data')).toBeInTheDocument();
    await expectPath(router, '/app/profiles');
  });

  it('Skip with steps 1 or 2 unfinished goes back to the first unfinished step with its messages', async () => {
    seedSignupForm({ ...completeSignupForm, aboutMe: '' });
    const { user, router, server } = await renderWizard('/signup/pictures');
    await user.click(screen.getByRole('button', { name: 'Skip picture upload and continue' }));
    await expectPath(router, '/signup/details');
    expect(await screen.findByText('About Me must be between 1 and 1500 characters')).toBeInTheDocument();
    expect(server.requests('POST /api/profiles')).toHaveLength(0);
  });
});
