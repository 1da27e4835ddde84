import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deckProfile, renderSignedIn } from '../../features/discover/test/fixtures';
import { endedMatch, historyPage, listAnswer, wallet } from '../../features/matches/test/matchFixtures';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse, type RouteHandler } from '../../test/fakeServer';

// Yusuf: I ended it (Rematch). Omar: he ended it (View Chat). Bilal: ended by a timer (Rematch).
const yusuf = endedMatch(0, { lastMessage: { content: 'Take care, and good luck with everything!', mine: true, createdAt: '2025-05-02T10:00:00.000Z' } });
const omar = endedMatch(1, { endedBy: 'them', canRematch: false });
const bilal = endedMatch(2, { endedBy: 'automatic' });

function renderUnmatched(routes: Record<string, RouteHandler> = {}, matches = [yusuf, omar, bilal]) {
  return renderSignedIn('/app/unmatched', {
    'GET /api/matches': listAnswer([]),
    'GET /api/matches/unmatched': listAnswer(matches),
    'GET /api/tokens/wallet': () => jsonResponse(200, wallet(7)),
    ...routes,
  });
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;

describe('Unmatched page', () => {
  it('shows the token balance and a table of Profile, Last Message and Actions', async () => {
    renderUnmatched();
    expect(await screen.findByRole('heading', { level: 1, name: 'Unmatched' })).toBeInTheDocument();
    expect(await screen.findByTestId('unmatched-balance')).toHaveTextContent('7 tokens');
    const table = await screen.findByRole('table', { name: 'Unmatched profiles' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Profile', 'Last Message', 'Actions']);
    const yusufRow = await rowOf('Yusuf');
    expect(yusufRow).toHaveTextContent('You ended this match');
    expect(yusufRow).toHaveTextContent('You: Take care, and good luck with');
    expect(await rowOf('Omar')).toHaveTextContent('Omar ended this match');
    expect(await rowOf('Omar')).toHaveTextContent('No messages');
    expect(await rowOf('Bilal')).toHaveTextContent('Ended automatically');
  });

  it("offers 'Rematch (3 tokens)' when allowed, else View Chat (the read-only chat)", async () => {
    renderUnmatched();
    const yusufRow = await rowOf('Yusuf');
    expect(within(yusufRow).getByRole('button', { name: 'View Profile' })).toBeInTheDocument();
    expect(within(yusufRow).getByRole('button', { name: 'Rematch (3 tokens)' })).toBeInTheDocument();
    expect(within(yusufRow).queryByRole('link', { name: 'View Chat' })).not.toBeInTheDocument();
    const omarRow = await rowOf('Omar');
    expect(within(omarRow).queryByRole('button', { name: 'Rematch (3 tokens)' })).not.toBeInTheDocument();
    expect(within(omarRow).getByRole('link', { name: 'View Chat' })).toHaveAttribute('href', `/app/chat/${omar.id}`);
    expect(within(await rowOf('Bilal')).getByRole('button', { name: 'Rematch (3 tokens)' })).toBeInTheDocument();
  });

  it("asks 'Rematch with {name}?', pays with an Idempotency-Key and goes to /app/matches after 2 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user, server, router } = renderUnmatched({ [`POST /api/matches/${yusuf.id}/rematch`]: () => jsonResponse(200, { matchId: yusuf.id, balance: 4 }) });
    await user.click(within(await rowOf('Yusuf')).getByRole('button', { name: 'Rematch (3 tokens)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rematch with Yusuf?' });
    expect(confirm).toHaveTextContent('Rematching costs 3 tokens.');
    server.route('GET /api/matches/unmatched', listAnswer([omar, bilal]));
    await user.click(within(confirm).getByRole('button', { name: 'Rematch' }));
    expect(await findToast('Rematched with Yusuf!')).toBeInTheDocument();
    const [request] = server.requests(`POST /api/matches/${yusuf.id}/rematch`);
    expect(request?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The wallet and the lists are read again.
    await waitFor(() => expect(server.requests('GET /api/tokens/wallet').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Yusuf/ })).not.toBeInTheDocument());
    act(() => void vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe('/app/unmatched');
    act(() => void vi.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/matches'));
  });

  it("says 'Rematch Failed' with the server's message, and a retry is a new request with a new key", async () => {
    const path = `POST /api/matches/${bilal.id}/rematch`;
    const { user, server } = renderUnmatched({ [path]: () => errorResponse(402, 'INSUFFICIENT_TOKENS', 'You need at least 3 tokens to rematch.') });
    const attempt = async () => {
      await user.click(within(await rowOf('Bilal')).getByRole('button', { name: 'Rematch (3 tokens)' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rematch' }));
    };
    await attempt();
    expect(await findToast('Rematch Failed')).toBeInTheDocument();
    expect(await findToast('You need at least 3 tokens to rematch.')).toBeInTheDocument();
    await attempt();
    await waitFor(() => expect(server.requests(path)).toHaveLength(2));
    const keys = server.requests(path).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a retry after a lost answer reuses the Idempotency-Key, so it can never charge twice', async () => {
    const path = `POST /api/matches/${bilal.id}/rematch`;
    const { user, server } = renderUnmatched({ [path]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.click(within(await rowOf('Bilal')).getByRole('button', { name: 'Rematch (3 tokens)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rematch' }));
    expect(await findToast('Rematch Failed')).toBeInTheDocument();
    server.route(path, () => jsonResponse(200, { matchId: bilal.id, balance: 4 }));
    await user.click(within(await rowOf('Bilal')).getByRole('button', { name: 'Rematch (3 tokens)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rematch' }));
    expect(await findToast('Rematched with Bilal!')).toBeInTheDocument();
    const [first, second] = server.requests(path).map((request) => request.headers.get('idempotency-key'));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it("says 'Cannot rematch' when the other person ended the match", async () => {
    // The list said Rematch, but Bilal's side ended it meanwhile; the server refuses.
    const { user } = renderUnmatched({
      [`POST /api/matches/${bilal.id}/rematch`]: () => errorResponse(403, 'FORBIDDEN', 'You cannot rematch with Bilal because they unmatched with you.'),
    });
    await user.click(within(await rowOf('Bilal')).getByRole('button', { name: 'Rematch (3 tokens)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rematch' }));
    expect(await findToast('Cannot rematch')).toBeInTheDocument();
    expect(await findToast('You cannot rematch with Bilal because they unmatched with you.')).toBeInTheDocument();
  });

  it('Remove Forever (after confirming) hides the row, and it stays hidden on the next load', async () => {
    const path = `POST /api/matches/${omar.id}/remove-forever`;
    const { user, server } = renderUnmatched({ [path]: () => jsonResponse(200, { ok: true }) });
    await user.click(within(await rowOf('Omar')).getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', { name: "Omar's profile" });
    expect(within(dialog).getByRole('heading', { name: 'Omar, 31' })).toBeInTheDocument();
    expect(within(dialog).getByText('About member 1.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Rematch (3 tokens)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Forever' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Omar forever?' });
    server.route('GET /api/matches/unmatched', listAnswer([yusuf, bilal]));
    await user.click(within(confirm).getByRole('button', { name: 'Remove Forever' }));
    expect(await findToast('Omar was removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: /^Omar/ })).not.toBeInTheDocument();
    expect(server.requests(path)).toHaveLength(1);
    expect(await rowOf('Yusuf')).toBeInTheDocument();
  });

  it('the chat history dialog shows the messages, with Back to Profile and View Full Chat', async () => {
    const history = historyPage(omar.id, omar.other.id, ['Salaam Omar', 'Wa alaikum salaam']);
    const { user, server } = renderUnmatched({ [`GET /api/matches/${omar.id}/messages?limit=100`]: () => jsonResponse(200, history) });
    await user.click(within(await rowOf('Omar')).getByRole('button', { name: 'View Profile' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View Chat History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Omar' });
    const items = within(await within(dialog).findByRole('list', { name: 'Chat with Omar' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^YouSalaam Omar/);
    expect(items[1]).toHaveTextContent(/^OmarWa alaikum salaam/);
    expect(within(dialog).getByRole('button', { name: 'Remove Forever' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Full Chat' })).toHaveAttribute('href', `/app/chat/${omar.id}`);
    expect(server.requests(`GET /api/matches/${omar.id}/messages?limit=100`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Back to Profile' }));
    expect(await screen.findByRole('dialog', { name: "Omar's profile" })).toBeInTheDocument();
  });

  it('the profile dialog offers Rematch or View Chat History (spec §2), never both', async () => {
    const { user } = renderUnmatched({ [`GET /api/matches/${omar.id}/messages?limit=100`]: () => errorResponse(500, 'INTERNAL', 'boom') });
    await user.click(within(await rowOf('Yusuf')).getByRole('button', { name: 'View Profile' }));
    const mine = await screen.findByRole('dialog', { name: "Yusuf's profile" });
    expect(within(mine).getByRole('button', { name: 'Rematch (3 tokens)' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'View Chat History' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(await rowOf('Omar')).getByRole('button', { name: 'View Profile' }));
    const theirs = await screen.findByRole('dialog', { name: "Omar's profile" });
    expect(within(theirs).queryByRole('button', { name: 'Rematch (3 tokens)' })).toBeNull();
    await user.click(within(theirs).getByRole('button', { name: 'View Chat History' }));
    expect(await screen.findByText('Failed to load messages. Please try again.')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    renderUnmatched({}, []);
    expect(await screen.findByText('No unmatched profiles yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("is also the Liked page's Unmatched tab", async () => {
    const { user } = renderSignedIn('/app/liked', {
      'GET /api/matches': listAnswer([]),
      'GET /api/matches/unmatched': listAnswer([endedMatch(3, { other: deckProfile(3) })]),
      'GET /api/tokens/wallet': () => jsonResponse(200, wallet(2)),
    });
    await user.click(await screen.findByRole('tab', { name: 'Unmatched' }));
    expect(await rowOf('Hamza')).toHaveTextContent('You ended this match');
    expect(await screen.findByTestId('unmatched-balance')).toHaveTextContent('2 tokens');
  });
});
