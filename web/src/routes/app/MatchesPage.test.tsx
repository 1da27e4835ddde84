import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deckProfile, renderSignedIn } from '../../features/discover/test/fixtures';
import { endedMatch, listAnswer, matchState } from '../../features/matches/test/matchFixtures';
import { errorResponse, jsonResponse, type RouteHandler } from '../../test/fakeServer';

// Noon in Karachi (the web tests' zone, UTC+5) on 2 May 2025: the same day in UTC too.
const NOW = new Date('2025-05-02T07:00:00.000Z');
const LONG = 'Assalamu alaikum, how was your trip to Lahore last week?';

const yusuf = matchState(0, {
  lastMessage: { content: LONG, mine: true, createdAt: '2025-05-02T09:05:00.000Z' },
  unreadCount: 0,
});
const omar = matchState(1, {
  lastMessage: { content: 'See you soon', mine: false, createdAt: '2025-04-30T10:00:00.000Z' },
  unreadCount: 3,
});
const bilal = matchState(2, { other: deckProfile(2, { pictures: [] }), lastMessage: null });

function renderMatches(matches = [yusuf, omar, bilal], routes: Record<string, RouteHandler> = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  return renderSignedIn('/app/matches', {
    'GET /api/matches': listAnswer(matches),
    'GET /api/matches/unmatched': listAnswer([endedMatch(5), endedMatch(6)]),
    ...routes,
  });
}

const row = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

describe('Matches page', () => {
  it("shows 'Your Matches', 'Unmatched (n)' and a row per match linking to its chat", async () => {
    renderMatches();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Matches' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Unmatched (2)' })).toHaveAttribute('href', '/app/unmatched');
    expect(await screen.findByRole('link', { name: /^Yusuf/ })).toHaveAttribute('href', `/app/chat/${yusuf.id}`);
    expect(within(row('Yusuf')).getByRole('presentation')).toHaveAttribute('src', '/media/p0-0-thumb.webp?sig=x');
    expect(row('Omar')).toHaveAttribute('href', `/app/chat/${omar.id}`);
  });

  it("previews the last message cut to 30 characters, 'You: ' before one's own, with its time", async () => {
    renderMatches();
    await screen.findByRole('link', { name: /^Yusuf/ });
    expect(within(row('Yusuf')).getByTestId('match-preview')).toHaveTextContent(/^You: Assalamu alaikum, how was your$/);
    expect(within(row('Yusuf')).getByTestId('match-preview').textContent).toBe(`You: ${LONG.slice(0, 30)}`);
    // Today: the time of day; before today: a short date.
    const sentAt = yusuf.lastMessage?.createdAt ?? '';
    const timeOfDay = new Date(sentAt).toLocaleTimeString('en', { hour: 'numeric', minute: '2-digit' });
    expect(timeOfDay).toMatch(/^\d{1,2}:05\s[AP]M$/);
    expect(within(row('Yusuf')).getByText(timeOfDay)).toHaveAttribute('datetime', sentAt);
    expect(within(row('Omar')).getByTestId('match-preview')).toHaveTextContent(/^See you soon$/);
    expect(within(row('Omar')).getByText('Apr 30')).toBeInTheDocument();
  });

  it("says 'Start a conversation' without messages and shows the initial when there is no picture", async () => {
    renderMatches();
    await screen.findByRole('link', { name: /^Bilal/ });
    expect(within(row('Bilal')).getByTestId('match-preview')).toHaveTextContent('Start a conversation');
    expect(within(row('Bilal')).getByTestId('avatar-initial')).toHaveTextContent('B');
  });

  it('shows unread badges, capped at 99+, on the rows and the Matches tab', async () => {
    renderMatches([yusuf, omar, matchState(3, { unreadCount: 150 })]);
    await screen.findByRole('link', { name: /^Hamza/ });
    expect(within(row('Omar')).getByText('3')).toBeInTheDocument();
    expect(within(row('Omar')).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(row('Hamza')).getByText('99+')).toBeInTheDocument();
    expect(within(row('Yusuf')).queryByText(/unread/)).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(tabs).getByText('99+')).toBeInTheDocument();
    expect(within(tabs).getByText('153 unread messages')).toBeInTheDocument();
    expect(within(tabs).getByTestId('tab-icon-/app/matches')).toHaveClass('text-red-600');
  });

  it("filters by name, case-insensitively, and says when nothing matches", async () => {
    const { user } = renderMatches();
    const search = await screen.findByPlaceholderText('Search matches...');
    await user.type(search, 'oMa');
    expect(row('Omar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Yusuf/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zz');
    expect(screen.getByText('No matches found for "zz"')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Omar/ })).not.toBeInTheDocument();
  });

  it("says 'No matches yet' without matches, and the tab shows no badge or red icon", async () => {
    renderMatches([]);
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search matches...')).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(tabs).getByTestId('tab-icon-/app/matches')).not.toHaveClass('text-red-600');
    expect(within(tabs).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('offers Try Again when the matches fail to load', async () => {
    const { server, user } = renderMatches([], { 'GET /api/matches': () => errorResponse(500, 'INTERNAL', 'boom') });
    expect(await screen.findByText('Failed to load your matches')).toBeInTheDocument();
    server.route('GET /api/matches', () => jsonResponse(200, { matches: [omar] }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /^Omar/ })).toBeInTheDocument();
  });
});
