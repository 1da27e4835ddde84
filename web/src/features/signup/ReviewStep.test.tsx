import { noIntentions } from '@mithaq/contract/intentions';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';
import { stubXhr } from '../../test/fakeXhr';
import type { XhrAnswer } from '../../test/fakeXhr';
import { completeSignupForm, imageFile, ownProfile, picture, seedSignupForm, storedSignupForm } from '../../test/profileFixtures';
import { renderWizard } from '../../test/wizard';
import { selectedPictures } from '../pictures/selectedPictures';

const CREATE = 'POST /api/profiles';
const uploaded = (count: number): XhrAnswer => ({ status: 200, body: { pictures: Array.from({ length: count }, (_, i) => picture(i)) } });

function pick(...names: string[]) {
  selectedPictures.add(names.map((name) => imageFile(name)));
}

async function renderReview(routes: Parameters<typeof renderWizard>[1] = {}, userOptions = {}) {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  seedSignupForm(completeSignupForm);
  return renderWizard('/signup/review', routes, userOptions);
}

const completeButton = () => screen.getByRole('button', { name: /Complete Profile|Retry Upload/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('wizard step 4 (review)', () => {
  it('lists the intentions with the details, "Not stated" where none was chosen, and sends them', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    seedSignupForm({ ...completeSignupForm, intentions: { ...noIntentions, marryWithin: '1year' } });
    const { user, server } = await renderWizard('/signup/review', { [CREATE]: () => jsonResponse(201, { profile: ownProfile() }) });
    const intentions = within(screen.getByRole('region', { name: 'Intentions' }));
    expect(intentions.getByText('Within a year')).toBeInTheDocument();
    expect(intentions.getAllByText('Not stated')).toHaveLength(5);
    await user.click(completeButton());
    await waitFor(() => expect(server.requests(CREATE)).toHaveLength(1));
    expect((server.requests(CREATE)[0]?.body as { intentions: unknown }).intentions).toEqual({ ...noIntentions, marryWithin: '1year' });
  });

  it('sums up everything entered, pictures included', async () => {
    pick('one.jpg', 'two.jpg');
    await renderReview();
    const shown = ['Amina', 'Female', 'June 15, 1995', 'London, United Kingdom', 'I love reading.', 'Teacher'];
    for (const text of [...shown, 'Pakistan, United Kingdom', '165 cm', 'Never Married']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit Basic Information' })).toHaveAttribute('href', '/signup');
  });

  it('Complete Profile creates the profile, uploads each picture with progress, then goes to Discover', async () => {
    pick('one.jpg', 'two.jpg');
    const releases: (() => void)[] = [];
    // Each upload reports half its bytes sent, then waits for the test to let it finish.
    const xhr = stubXhr(
      (_request, emitProgress) =>
        new Promise((resolve) => {
          emitProgress(50, 100);
          const count = releases.length + 1;
          releases.push(() => resolve(uploaded(count)));
        }),
    );
    const { user, router, server } = await renderReview();

    await user.click(completeButton());

    expect(await screen.findByText('Uploading picture 1 of 2...')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByRole('button', { name: 'Creating Profile...' })).toBeDisabled();
    act(() => releases[0]?.());
    expect(await screen.findByText('Uploading picture 2 of 2...')).toBeInTheDocument();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    act(() => releases[1]?.());

    expect(await findToast('Profile created successfully!')).toBeInTheDocument();
    await expectPath(router, '/app/profiles');
    expect(server.requests(CREATE)).toHaveLength(1);
    expect(xhr.requests.map((request) => request.headers['X-File-Name'])).toEqual(['one.jpg', 'two.jpg']);
    expect(storedSignupForm()).toBeNull();
    expect(selectedPictures.get()).toHaveLength(0);
  });

  it("shows 'Preparing upload...' while the files are checked, and 'Saving picture references...' after", async () => {
    pick('one.jpg');
    stubXhr(() => uploaded(1));
    let releaseCheck: () => void = () => {};
    const realArrayBuffer = Blob.prototype.arrayBuffer;
    vi.spyOn(Blob.prototype, 'arrayBuffer').mockImplementation(function (this: Blob) {
      return new Promise((resolve) => {
        releaseCheck = () => resolve(realArrayBuffer.call(this));
      });
    });
    let releaseReferences: (() => void) | null = null;
    const { user } = await renderReview((state) => ({
      'GET /api/profiles/me': () => {
        if (!state.created) return errorResponse(404, 'NOT_FOUND', 'Profile not found');
        // The first read after the uploads is the reference check: held until the test lets it go.
        if (releaseReferences) return jsonResponse(200, { profile: ownProfile() });
        return new Promise<Response>((resolve) => {
          releaseReferences = () => resolve(jsonResponse(200, { profile: ownProfile() }));
        });
      },
    }));

    await user.click(completeButton());
    expect(await screen.findByText('Preparing upload...')).toBeInTheDocument();
    act(() => releaseCheck());
    expect(await screen.findByText('Saving picture references...')).toBeInTheDocument();
    act(() => releaseReferences?.());
    expect(await findToast('Profile created successfully!')).toBeInTheDocument();
  });

  it('retries the creation on a server failure, after 2 s, then goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pick('one.jpg');
    stubXhr(() => uploaded(1));
    let attempts = 0;
    const { user, router, server } = await renderReview(
      {
        [CREATE]: () =>
          ++attempts === 1
            ? errorResponse(503, 'UNAVAILABLE', 'Database unavailable')
            : jsonResponse(201, { profile: ownProfile({ pictures: [] }) }),
      },
      { advanceTimers: vi.advanceTimersByTime },
    );

    await user.click(completeButton());
    expect(await screen.findByText('Attempt 1 failed. Retrying in 2s...')).toBeInTheDocument();
    expect(server.requests(CREATE)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    expect(await findToast('Profile created successfully!')).toBeInTheDocument();
    await expectPath(router, '/app/profiles');
    expect(server.requests(CREATE)).toHaveLength(2);
  });

  it("after 3 failed attempts shows the 'Profile creation failed' banner and keeps everything", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pick('one.jpg');
    const { user, router, server } = await renderReview(
      { [CREATE]: () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred') },
      { advanceTimers: vi.advanceTimersByTime },
    );
    await user.click(completeButton());
    await screen.findByText('Attempt 1 failed. Retrying in 2s...');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await screen.findByText('Attempt 2 failed. Retrying in 4s...');
    await act(() => vi.advanceTimersByTimeAsync(4000));

    const message = 'Failed to create profile: All retry attempts failed';
    expect(await findToast(message)).toBeInTheDocument();
    const banner = screen.getByRole('alert', { name: '' });
    expect(banner).toHaveTextContent('Profile creation failed');
    expect(banner).toHaveTextContent(message);
    expect(server.requests(CREATE)).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/signup/review');
    expect(storedSignupForm()).toMatchObject({ name: 'Amina' });
    expect(selectedPictures.get()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Profile creation failed')).not.toBeInTheDocument();
  });

  it.each([
    [() => errorResponse(400, 'VALIDATION', 'Please select your birthday'), 'Failed to create profile: Please select your birthday'],
    [() => errorResponse(401, 'UNAUTHORIZED', 'Authentication required'), 'You must be signed in to create a profile'],
  ])('does not retry a refusal, and says so (%#)', async (answer, message) => {
    const { user, server } = await renderReview({ [CREATE]: answer });
    await user.click(completeButton());
    expect(await findToast(message)).toBeInTheDocument();
    expect(screen.getByText('Profile creation failed')).toBeInTheDocument();
    // A 401 is retried once with a fresh token (like every call), never more.
    expect(server.requests(CREATE).length).toBeLessThanOrEqual(2);
  });

  it("a failed upload shows 'Picture upload failed'; the user can retry it or go on to the app", async () => {
    pick('bad.jpg', 'good.jpg');
    const message = 'File "bad.jpg" is not a supported image format. Please use JPG, PNG, GIF, or WebP.';
    let failFirst = true;
    const xhr = stubXhr((request) =>
      request.headers['X-File-Name'] === 'bad.jpg' && failFirst
        ? { status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message } } }
        : uploaded(1),
    );
    const { user, router, server } = await renderReview();

    await user.click(completeButton());

    expect(await findToast(`Failed to upload bad.jpg: ${message}`)).toBeInTheDocument();
    expect(await screen.findByText('Picture upload failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/review');
    expect(selectedPictures.get().map((item) => item.file.name)).toEqual(['bad.jpg']);

    // Retry uploads only what failed; the profile is not created twice.
    failFirst = false;
    await user.click(screen.getByRole('button', { name: 'Retry Upload' }));
    expect(await findToast('Profile created successfully!')).toBeInTheDocument();
    await expectPath(router, '/app/profiles');
    expect(server.requests(CREATE)).toHaveLength(1);
    expect(xhr.requests.map((request) => request.headers['X-File-Name'])).toEqual(['bad.jpg', 'good.jpg', 'bad.jpg']);
  });

  it("'Continue to the app' after failed uploads finishes without them", async () => {
    pick('one.jpg');
    stubXhr(() => ({ status: 0, networkError: true }));
    const { user, router } = await renderReview();
    await user.click(completeButton());
    expect(await findToast('Failed to upload one.jpg: Network error. Please check your connection and try again.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue to the app' }));
    expect(await findToast('Profile created! You can add pictures later from your account settings.')).toBeInTheDocument();
    await expectPath(router, '/app/profiles');
    expect(storedSignupForm()).toBeNull();
  });

  it('a file that only claims to be a picture is refused before it is sent', async () => {
    selectedPictures.add([imageFile('notes.jpg', 'image/jpeg', 100, 'text')]);
    const xhr = stubXhr(() => uploaded(1));
    const { user } = await renderReview();
    await user.click(completeButton());
    expect(
      await findToast('Failed to upload notes.jpg: File "notes.jpg" is not a supported image format. Please use JPG, PNG, GIF, or WebP.'),
    ).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('holds what would be sent to 5MB: a large picture that could not be shrunk is not sent', async () => {
    // jsdom decodes no picture, so this one goes as it is: over 5MB, it is refused before sending.
    selectedPictures.add([imageFile('raw.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)]);
    const xhr = stubXhr(() => uploaded(1));
    const { user } = await renderReview();
    await user.click(completeButton());
    expect(await findToast('Failed to upload raw.jpg: File "raw.jpg" is too large. Maximum size is 5MB.')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('says when the server does not list the uploaded pictures', async () => {
    pick('one.jpg');
    stubXhr(() => uploaded(1));
    const { user } = await renderReview((state) => ({
      'GET /api/profiles/me': () =>
        state.created
          ? jsonResponse(200, { profile: ownProfile({ pictures: [] }) })
          : errorResponse(404, 'NOT_FOUND', 'Profile not found'),
    }));
    await user.click(completeButton());
    expect(await findToast("Some profile pictures couldn't be saved to database")).toBeInTheDocument();
  });
});
