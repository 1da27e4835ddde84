import type { VerificationState } from '@mithaq/contract/verification';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubServer, type RouteHandler } from '../../test/fakeServer';
import { stubXhr } from '../../test/fakeXhr';
import { imageFile, ownProfile } from '../../test/profileFixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { ready } from '../../test/sessionFixtures';

const state = (overrides: Partial<VerificationState> = {}): VerificationState => ({
  status: 'none',
  pose: null,
  reason: null,
  triesLeft: 3,
  verifiedAt: null,
  badgeHidden: null,
  ...overrides,
});

const verificationOf = (value: VerificationState) => () => jsonResponse(200, { verification: value });

async function renderCard(routes: Record<string, RouteHandler>) {
  const server = stubServer({
    'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile() }),
    'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 10, transactions: [] }),
    ...routes,
  });
  const user = userEvent.setup();
  renderRoutes('/app/account', ready);
  const card = await screen.findByRole('region', { name: 'Verify your profile' });
  return { server, user, card: within(card) };
}

/** A browser whose camera the member refuses (or that has none): getUserMedia rejects. */
function refuseCamera() {
  const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Verify your profile', () => {
  it('shows the pose the server drew, falls back to the file input when the camera is refused, and sends the selfie', async () => {
    const getUserMedia = refuseCamera();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:selfie');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const xhr = stubXhr(() => ({ status: 200, body: { verification: state({ status: 'pending', pose: 'thumbsUpRight', triesLeft: 2 }) } }));
    const { user, card, server } = await renderCard({
      'GET /api/verification': verificationOf(state()),
      'POST /api/verification/tries': () => jsonResponse(200, { pose: 'thumbsUpRight', challenge: 'sealed-challenge', expiresAt: '2026-01-05T09:15:00.000Z' }),
    });
    expect(await card.findByText('Your profile is not verified yet.')).toBeInTheDocument();
    expect(card.getByText('3 tries left today')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Verify your profile' }));
    expect(await card.findByText('Give a thumbs up with your right hand')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });

    const input = await card.findByLabelText('Take or choose a selfie');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'user');
    await user.upload(input, imageFile('me.jpg'));
    expect(card.getByRole('img', { name: 'Your selfie' })).toHaveAttribute('src', 'blob:selfie');
    await user.click(card.getByRole('button', { name: 'Send selfie' }));

    expect(await card.findByText('Your selfie is waiting for a moderator.')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.requests[0]!.url).toBe('/api/verification/selfie?challenge=sealed-challenge');
    expect(server.requests('POST /api/verification/tries')).toHaveLength(1);
    expect(card.queryByRole('button', { name: 'Verify your profile' })).not.toBeInTheDocument();
  });

  it('uses the file input at once where there is no camera at all, and Retake picks again', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:selfie');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user, card } = await renderCard({
      'GET /api/verification': verificationOf(state()),
      'POST /api/verification/tries': () => jsonResponse(200, { pose: 'chinRightHand', challenge: 'c', expiresAt: '2026-01-05T09:15:00.000Z' }),
    });
    await user.click(await card.findByRole('button', { name: 'Verify your profile' }));
    expect(await card.findByText('No camera available here. Take or choose a selfie instead.')).toBeInTheDocument();
    await user.upload(card.getByLabelText('Take or choose a selfie'), imageFile('me.jpg'));
    await user.click(card.getByRole('button', { name: 'Retake' }));
    expect(card.getByLabelText('Take or choose a selfie')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.getByRole('button', { name: 'Verify your profile' })).toBeInTheDocument();
  });

  it('shows the moderator\'s reason and Try again after a rejection, and the server\'s words when out of tries', async () => {
    const { user, card } = await renderCard({
      'GET /api/verification': verificationOf(state({ status: 'rejected', reason: 'Your face is not visible', triesLeft: 1 })),
      'POST /api/verification/tries': () =>
        jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'You have used your 3 tries for today. Please try again tomorrow.', key: 'verification.triesUsed' } }),
    });
    expect(await card.findByText('Your verification was not approved.')).toBeInTheDocument();
    expect(card.getByText("Moderator's reason: Your face is not visible")).toBeInTheDocument();
    expect(card.getByText('1 try left today')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByRole('alert')).toHaveTextContent('You have used your 3 tries for today. Please try again tomorrow.');
  });

  it('offers no try with none left', async () => {
    const { card } = await renderCard({ 'GET /api/verification': verificationOf(state({ status: 'rejected', reason: 'Blurry', triesLeft: 0 })) });
    expect(await card.findByText('0 tries left today')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when the member is verified', async () => {
    const { card } = await renderCard({ 'GET /api/verification': verificationOf(state({ status: 'approved', verifiedAt: '2026-01-05T09:00:00.000Z' })) });
    expect(await card.findByText('Verified on January 5, 2026')).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the badge is hidden because the pictures changed, and that a moderator is checking them', async () => {
    const hidden = state({ status: 'pending', pose: 'chinRightHand', triesLeft: 2, badgeHidden: { pictures: true, name: false } });
    const { card } = await renderCard({ 'GET /api/verification': verificationOf(hidden) });
    expect(await card.findByText('Your blue badge is hidden because your pictures changed after it was approved.')).toBeInTheDocument();
    expect(card.getByText('A moderator is comparing your profile with the selfie you sent before. The badge comes back once it is approved.')).toBeInTheDocument();
    expect(card.queryByText('Your selfie is waiting for a moderator.')).not.toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a new selfie when the name changed and the selfie of the approval is gone', async () => {
    const { card } = await renderCard({ 'GET /api/verification': verificationOf(state({ badgeHidden: { pictures: false, name: true } })) });
    expect(await card.findByText('Your blue badge is hidden because your name changed after it was approved.')).toBeInTheDocument();
    expect(card.getByText('Take a new selfie so a moderator can check your profile. The badge comes back once it is approved.')).toBeInTheDocument();
    expect(card.queryByText('Your profile is not verified yet.')).not.toBeInTheDocument();
    expect(card.getByText('3 tries left today')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Take a new selfie' })).toBeInTheDocument();
  });

  it('says when the state cannot be loaded', async () => {
    const { card } = await renderCard({ 'GET /api/verification': () => errorResponse(500, 'INTERNAL', 'An unexpected error occurred') });
    expect(await card.findByText('Failed to load your verification', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
