import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../../test/authPage';
import { errorResponse, jsonResponse, type RouteHandler } from '../../../test/fakeServer';
import { cardHeading, deckKey, deckPage, deckProfile, deckProfiles, likedCard, likedLists, renderSignedIn } from '../../discover/test/fixtures';

const yusuf = deckProfile(0);

async function openDeck(routes: Record<string, RouteHandler>) {
  const view = renderSignedIn('/app/profiles', { [deckKey()]: deckPage(deckProfiles(0, 2)), ...routes });
  await cardHeading('Yusuf', 30);
  return view;
}

describe('Discover favorite', () => {
  it('toggles between Favorite and Favorited with the spec toasts', async () => {
    let favorited = false;
    const { server, user } = await openDeck({
      'POST /api/favorites/toggle': () => jsonResponse(200, { favorited: (favorited = !favorited) }),
    });
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(await findToast('Added Yusuf to favorites')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Favorited', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favorited' }));
    expect(await findToast('Removed Yusuf from favorites')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Favorite', pressed: false })).toBeInTheDocument();
    expect(server.requests('POST /api/favorites/toggle')[0]?.body).toEqual({ profileId: yusuf.id });
  });

  it('knows an earlier favorite from the Liked lists', async () => {
    await openDeck({ 'GET /api/likes': () => jsonResponse(200, likedLists({ favorites: [likedCard(yusuf, { favorited: true })] })) });
    expect(await screen.findByRole('button', { name: 'Favorited', pressed: true })).toBeInTheDocument();
  });

  it.each<[string, RouteHandler, string]>([
    ['favoriting fails', () => errorResponse(500, 'INTERNAL', 'boom'), 'Failed to favorite profile'],
    ['unfavoriting fails', () => errorResponse(500, 'INTERNAL', 'boom'), 'Failed to unfavorite profile'],
    ['the answer is unreadable', () => jsonResponse(200, { nope: true }), 'Failed to update favorites'],
  ])('says so when %s', async (label, answer, text) => {
    const favorites = label === 'unfavoriting fails' ? [likedCard(yusuf, { favorited: true })] : [];
    const { user } = await openDeck({
      'GET /api/likes': () => jsonResponse(200, likedLists({ favorites })),
      'POST /api/favorites/toggle': answer,
    });
    await user.click(await screen.findByRole('button', { name: favorites.length ? 'Favorited' : 'Favorite' }));
    expect(await findToast(text)).toBeInTheDocument();
  });
});

describe('Discover report', () => {
  it('asks what happened, checks the free text (required for Something else, at least 10 characters when given, the field stops at 50), then reports and moves on', async () => {
    const { server, user } = await openDeck({ 'POST /api/reports': () => jsonResponse(200, { ok: true }) });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Yusuf' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Report' });

    await user.click(submit);
    expect(await within(dialog).findByText('Please choose what happened')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(submit);
    expect(await within(dialog).findByText('Reason must be at least 10 characters long')).toBeInTheDocument();
    const details = within(dialog).getByLabelText('Tell us what happened');
    await user.click(details);
    await user.paste('x'.repeat(51));
    // The field takes 50 characters at most, and its counter says so.
    expect(details).toHaveValue('x'.repeat(50));
    expect(within(dialog).getByText('50/50')).toBeInTheDocument();
    expect(server.requests('POST /api/reports')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Fake photos' }));
    const optional = within(dialog).getByLabelText('Tell us more (optional)');
    await user.clear(optional);
    await user.type(optional, '  Fake pictures  ');
    await user.click(submit);
    expect(await findToast('Report submitted for Yusuf')).toBeInTheDocument();
    expect(server.requests('POST /api/reports')[0]?.body).toEqual({ profileId: yusuf.id, category: 'fake_photos', reason: 'Fake pictures', context: 'profile' });
    expect(await cardHeading('Omar', 31)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a category without free text when none is given', async () => {
    const { server, user } = await openDeck({ 'POST /api/reports': () => jsonResponse(200, { ok: true }) });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Yusuf' });
    await user.click(within(dialog).getByRole('radio', { name: 'Asked for money' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await findToast('Report submitted for Yusuf')).toBeInTheDocument();
    expect(server.requests('POST /api/reports')[0]?.body).toEqual({ profileId: yusuf.id, category: 'money', context: 'profile' });
  });

  it.each<[string, RouteHandler, string]>([
    ['cannot reach the server', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to submit report'],
    ['is refused', () => errorResponse(429, 'RATE_LIMITED', 'Too many requests'), 'Failed to report profile'],
  ])('keeps the dialog and the card when the report %s', async (_label, answer, text) => {
    const { user } = await openDeck({ 'POST /api/reports': answer });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Yusuf' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or abuse' }));
    await user.type(within(dialog).getByLabelText('Tell us more (optional)'), 'Rude messages');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await findToast(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Yusuf' })).toBeInTheDocument();
  });
});

describe('Discover block', () => {
  it('asks first, then blocks, toasts and moves on', async () => {
    const { server, user } = await openDeck({ 'POST /api/blocks': () => jsonResponse(200, { ok: true }) });
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Yusuf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await findToast('Blocked Yusuf')).toBeInTheDocument();
    expect(await cardHeading('Omar', 31)).toBeInTheDocument();
    expect(server.requests('POST /api/blocks')[0]?.body).toEqual({ profileId: yusuf.id });
  });

  it("says 'Failed to block profile' and keeps the card when blocking fails", async () => {
    const { user } = await openDeck({ 'POST /api/blocks': () => errorResponse(500, 'INTERNAL', 'boom') });
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await findToast('Failed to block profile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Yusuf, 30' })).toBeInTheDocument();
  });

  it('drops a profile that is gone (404)', async () => {
    const { user } = await openDeck({ 'POST /api/blocks': () => errorResponse(404, 'NOT_FOUND', 'Profile not found') });
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await findToast('Profile not found')).toBeInTheDocument();
    expect(await cardHeading('Omar', 31)).toBeInTheDocument();
  });
});
