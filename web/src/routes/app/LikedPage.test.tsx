import type { LikedLists } from '@mithaq/contract/discover';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deckProfile, likedCard, likedLists, renderSignedIn } from '../../features/discover/test/fixtures';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, type RouteHandler } from '../../test/fakeServer';

const yusuf = deckProfile(0, { city: 'Lahore', country: 'PK' });
const omar = deckProfile(1);
const bilal = deckProfile(2);
const lists: LikedLists = likedLists({
  likedMe: [likedCard(yusuf), likedCard(omar, { myAction: 'like' })],
  iLiked: [likedCard(omar, { myAction: 'like' })],
});

function renderLiked(routes: Record<string, RouteHandler> = {}, answer: LikedLists = lists) {
  return renderSignedIn('/app/liked', {
    'GET /api/likes': () => jsonResponse(200, answer),
    // The Unmatched tab's list (the matches feature) and its token balance.
    'GET /api/matches/unmatched': () => jsonResponse(200, { matches: [] }),
    'GET /api/tokens/wallet': () => jsonResponse(200, { balance: 10, transactions: [] }),
    ...routes,
  });
}

async function openYusuf(user: ReturnType<typeof renderLiked>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Yusuf, / }));
  return screen.findByRole('dialog', { name: "Yusuf's profile" });
}

describe('Liked page', () => {
  it("counts every profile a list holds, not only the newest 200 it brings", async () => {
    renderLiked({}, likedLists({ likedMe: [likedCard(yusuf)] }, { likedMe: 250 }));
    expect(await screen.findByRole('tab', { name: 'Liked Me (250)' })).toBeInTheDocument();
  });

  it('"Show more" reaches the profiles past the first page, as many as the tab counts', async () => {
    const { user } = renderLiked(
      { 'GET /api/likes/page?list=likedMe&cursor=c1': () => jsonResponse(200, { cards: [likedCard(bilal)], nextCursor: null }) },
      likedLists({ likedMe: [likedCard(yusuf), likedCard(omar)] }, { likedMe: 3 }, { likedMe: 'c1' }),
    );
    expect(await screen.findByRole('tab', { name: 'Liked Me (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bilal/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: /^Bilal, / })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(3);
    // The list holds no more: the button goes.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the tabs with their counts and a grid of small cards', async () => {
    renderLiked();
    expect(await screen.findByRole('tab', { name: 'Liked Me (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'I Liked (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Favorited (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unmatched' })).toBeInTheDocument();
    const tile = screen.getByRole('button', { name: /^Yusuf, / });
    expect(tile).toHaveTextContent('Yusuf, 30');
    expect(tile).toHaveTextContent('Lahore, Pakistan');
    expect(within(tile).getByRole('presentation')).toHaveAttribute('src', '/media/p0-0-thumb.webp?sig=x');
  });

  it('has an empty state for each tab', async () => {
    const { user } = renderLiked({}, likedLists());
    expect(await screen.findByText('No one has liked your profile yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'I Liked (0)' }));
    expect(screen.getByText("You haven't liked any profiles yet")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Favorited (0)' }));
    expect(screen.getByText("You haven't favorited any profiles yet")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Unmatched' }));
    expect(screen.getByText('No unmatched profiles yet')).toBeInTheDocument();
  });

  it('offers Try Again when the lists fail to load', async () => {
    const { server, user } = renderLiked({ 'GET /api/likes': () => errorResponse(500, 'INTERNAL', 'boom') });
    expect(await screen.findByText('Failed to load your liked profiles')).toBeInTheDocument();
    server.route('GET /api/likes', () => jsonResponse(200, lists));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('tab', { name: 'Liked Me (2)' })).toBeInTheDocument();
  });
});

describe('Liked profile dialog', () => {
  it('opens the full profile card; favoriting updates the card and the Favorited count', async () => {
    const { user, server } = renderLiked({ 'POST /api/favorites/toggle': () => jsonResponse(200, { favorited: true }) });
    const dialog = await openYusuf(user);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Yusuf, 30' })).toBeInTheDocument();
    expect(within(dialog).getByText('About member 0.')).toBeInTheDocument();

    server.route('GET /api/likes', () => jsonResponse(200, likedLists({ ...lists, favorites: [likedCard(yusuf, { favorited: true })] })));
    await user.click(within(dialog).getByRole('button', { name: 'Favorite' }));
    expect(await findToast('Added Yusuf to favorites')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Favorited', pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Favorited (1)', hidden: true })).toBeInTheDocument();
  });

  it('liking back makes a match: toast, then the chat after 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const matchId = 'c0000000-0000-4000-8000-000000000002';
    const { user, router, server } = renderLiked({ 'POST /api/likes': () => jsonResponse(200, { matchId }) });
    const dialog = await openYusuf(user);
    await user.click(within(dialog).getByRole('button', { name: 'Like' }));
    expect(await findToast('You have a new match!')).toBeInTheDocument();
    expect(server.requests('POST /api/likes')[0]?.body).toEqual({ profileId: yusuf.id });
    act(() => void vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/app/liked');
    act(() => void vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/chat/${matchId}`));
  });

  it("a second like says 'Already Liked' and closes the dialog", async () => {
    const { user } = renderLiked({ 'POST /api/likes': () => errorResponse(409, 'CONFLICT', "You've already liked Omar's profile.") });
    await user.click(await screen.findByRole('tab', { name: 'I Liked (1)' }));
    await user.click(screen.getByRole('button', { name: /^Omar, / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Like' }));
    expect(await findToast("You've already liked Omar's profile.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pass and block close the dialog and refresh the lists', async () => {
    const { user, server } = renderLiked({
      'POST /api/passes': () => jsonResponse(200, { ok: true }),
      'POST /api/blocks': () => jsonResponse(200, { ok: true }),
    });
    const dialog = await openYusuf(user);
    const loads = server.requests('GET /api/likes').length;
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.requests('GET /api/likes').length).toBeGreaterThan(loads));
    expect(server.requests('POST /api/passes')[0]?.body).toEqual({ profileId: yusuf.id });

    server.route('GET /api/likes', () => jsonResponse(200, likedLists({ ...lists, likedMe: [likedCard(omar)] })));
    await user.click(within(await openYusuf(user)).getByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await findToast('Blocked Yusuf')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Liked Me (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Yusuf, / })).not.toBeInTheDocument();
  });

  it('reports from the dialog', async () => {
    const { user, server } = renderLiked({ 'POST /api/reports': () => jsonResponse(200, { ok: true }) }, likedLists({ ...lists, likedMe: [likedCard(yusuf), likedCard(bilal)] }));
    await user.click(within(await openYusuf(user)).getByRole('button', { name: 'Report' }));
    const report = await screen.findByRole('dialog', { name: 'Report Yusuf' });
    await user.click(within(report).getByRole('radio', { name: 'Asked for money' }));
    await user.type(within(report).getByLabelText('Tell us more (optional)'), 'Asked for money');
    await user.click(within(report).getByRole('button', { name: 'Submit Report' }));
    expect(await findToast('Report submitted for Yusuf')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests('POST /api/reports')[0]?.body).toEqual({ profileId: yusuf.id, category: 'money', reason: 'Asked for money', context: 'profile' });
  });
});
