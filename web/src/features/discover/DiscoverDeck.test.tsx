import { deckPreload } from '@mithaq/contract/constants';
import { discoverMessages } from '@mithaq/contract/discover';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';
import { cardHeading, deckKey, deckPage, deckProfile, deckProfiles, renderSignedIn } from './test/fixtures';

/**
 * Fake setTimeout for the animation and redirect delays; it still follows the real clock too,
 * because TanStack Query delivers its results through setTimeout(0).
 */
function useDeckTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/** With reduced motion the cards leave at once. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
}

describe('Discover deck states', () => {
  it('shows the loading indicator, then the first card with its details', async () => {
    renderSignedIn('/app/profiles', { [deckKey()]: deckPage([deckProfile(0, { height: 170, city: 'Lahore', country: 'PK' })]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');

    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
    expect(screen.getByText('Engineer')).toBeInTheDocument();
    expect(screen.getByText('Lahore, Pakistan')).toBeInTheDocument();
    expect(screen.getByText('About member 0.')).toBeInTheDocument();
    expect(screen.getByText('BSc Physics')).toBeInTheDocument();
    expect(screen.getByText('Never Married')).toBeInTheDocument();
    expect(screen.getByText('170 cm')).toBeInTheDocument();
    expect(screen.getByText('United Kingdom, Pakistan')).toBeInTheDocument();
    for (const name of ['Pass', 'Like', 'Favorite', 'Report', 'Block']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("says 'No profiles found' when the first page is empty", async () => {
    renderSignedIn('/app/profiles', { [deckKey()]: deckPage([]) });
    expect(await screen.findByRole('heading', { name: 'No profiles found' })).toBeInTheDocument();
  });

  it("toasts 'Failed to load profiles' and offers Try Again", async () => {
    const { server, user } = renderSignedIn('/app/profiles', { [deckKey()]: () => errorResponse(500, 'INTERNAL', 'boom') });
    expect(await findToast('Failed to load profiles')).toBeInTheDocument();
    server.route(deckKey(), deckPage([deckProfile(0)]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
  });

  it('shows the daily view quota message instead of the deck on a 429, without a failure toast', async () => {
    renderSignedIn('/app/profiles', { [deckKey()]: () => errorResponse(429, 'RATE_LIMITED', discoverMessages.viewQuotaReached) });
    expect(await screen.findByRole('heading', { name: "That's all for today" })).toBeInTheDocument();
    expect(screen.getByText(discoverMessages.viewQuotaReached)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load profiles')).not.toBeInTheDocument();
  });

  it("says so when the member's network has been shown the day's new profiles (a 429 of its own), without a failure toast", async () => {
    renderSignedIn('/app/profiles', { [deckKey()]: () => errorResponse(429, 'RATE_LIMITED', discoverMessages.networkViewQuotaReached) });
    expect(await screen.findByRole('heading', { name: "That's all for today" })).toBeInTheDocument();
    expect(screen.getByText(discoverMessages.networkViewQuotaReached)).toBeInTheDocument();
    expect(screen.queryByText(discoverMessages.viewQuotaReached)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load profiles')).not.toBeInTheDocument();
  });

  it('shows the cards already fetched first, then the quota message when the next page is refused', async () => {
    preferReducedMotion();
    const { user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage([deckProfile(0)], 'c1'),
      [deckKey('c1')]: () => errorResponse(429, 'RATE_LIMITED', discoverMessages.viewQuotaReached),
      'POST /api/passes': () => jsonResponse(200, { ok: true }),
    });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText(discoverMessages.viewQuotaReached)).toBeInTheDocument();
  });

  it('fetches the next page once only 3 cards wait behind the shown one, and preloads their pictures', async () => {
    preferReducedMotion();
    const preloaded: string[] = [];
    const srcsets: string[] = [];
    vi.stubGlobal('Image', class { decoding = ''; sizes = ''; set srcset(value: string) { srcsets.push(`${value} | ${this.sizes}`); } set src(url: string) { preloaded.push(url); } });
    const { server, user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 4), 'c1'),
      [deckKey('c1')]: deckPage([deckProfile(4)]),
      'POST /api/passes': () => jsonResponse(200, { ok: true }),
    });
    await cardHeading('Yusuf', 30);
    // Card 0 shows and cards 1-3 wait: the next page is not needed yet.
    expect(preloaded).toEqual([1, 2, 3].map((n) => `/media/p${n}-0.webp?sig=x`));
    // The rendition the card will show: the same srcset and sizes as its <img>.
    expect(srcsets[0]).toBe('/media/p1-0-thumb.webp?sig=x 320w, /media/p1-0.webp?sig=x 1080w | (min-width: 42rem) 40rem, 100vw');
    expect(server.requests(deckKey('c1'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await cardHeading('Omar', 31);
    await waitFor(() => expect(server.requests(deckKey('c1'))).toHaveLength(1));
    await waitFor(() => expect(preloaded).toContain('/media/p4-0.webp?sig=x'));
    expect(deckPreload).toBe(3);
    expect(server.requests('POST /api/passes')[0]?.body).toEqual({ profileId: deckProfile(0).id });
  });

  it('says "No more profiles" once the last card is gone', async () => {
    preferReducedMotion();
    const { user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage([deckProfile(0)]),
      'POST /api/passes': () => jsonResponse(200, { ok: true }),
    });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('heading', { name: 'No more profiles' })).toBeInTheDocument();
  });
});

describe('Discover like and pass', () => {
  it('like sends the card up for 250 ms, toasts briefly and shows the next card', async () => {
    useDeckTimers();
    const { server, user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 2)),
      'POST /api/likes': () => jsonResponse(200, { matchId: null }),
    });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    const card = screen.getByRole('article', { name: 'Yusuf, 30' }).parentElement!;
    expect(card).toHaveAttribute('data-leaving', 'up');
    expect(await findToast('You liked Yusuf')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(250));
    expect(await cardHeading('Omar', 31)).toBeInTheDocument();
    expect(server.requests('POST /api/likes')[0]?.body).toEqual({ profileId: deckProfile(0).id });
  });

  it('pass sends the card toward the inline end', async () => {
    useDeckTimers();
    const { user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 2)),
      'POST /api/passes': () => jsonResponse(200, { ok: true }),
    });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(screen.getByRole('article', { name: 'Yusuf, 30' }).parentElement).toHaveAttribute('data-leaving', 'end');
    act(() => void vi.advanceTimersByTime(250));
    expect(await cardHeading('Omar', 31)).toBeInTheDocument();
  });

  it("a mutual like toasts 'You have a new match!' and opens the chat after 1.5 s", async () => {
    useDeckTimers();
    const matchId = 'c0000000-0000-4000-8000-000000000001';
    const { router, user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 2)),
      'POST /api/likes': () => jsonResponse(200, { matchId }),
    });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await findToast('You have a new match!')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/app/profiles');
    act(() => void vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/chat/${matchId}`));
  });

  it("an earlier like shows 'Already Liked' and the card goes", async () => {
    const { user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 2)),
      'POST /api/likes': () => errorResponse(409, 'CONFLICT', "You've already liked Yusuf's profile."),
    });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await findToast('Already Liked')).toBeInTheDocument();
    expect(await findToast("You've already liked Yusuf's profile.")).toBeInTheDocument();
    expect(await cardHeading('Omar', 31)).toBeInTheDocument();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to like profile. Please try again.'],
    ['the server refuses', () => errorResponse(400, 'VALIDATION', 'Bad target'), 'Failed to like profile: Bad target'],
  ])('when %s the like toasts and the card comes back', async (_label, answer, text) => {
    const { user } = renderSignedIn('/app/profiles', { [deckKey()]: deckPage(deckProfiles(0, 2)), 'POST /api/likes': answer });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await findToast(text)).toBeInTheDocument();
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
  });

  it('a refused pass toasts with the reason and keeps the card', async () => {
    const { user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 2)),
      'POST /api/passes': () => errorResponse(500, 'INTERNAL', 'Database unavailable'),
    });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await findToast('Failed to pass profile: Database unavailable')).toBeInTheDocument();
    expect(await cardHeading('Yusuf', 30)).toBeInTheDocument();
  });
});
