import type { PublicProfile } from '@mithaq/contract/profiles';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fakeServer';
import { cardHeading, deckKey, deckPage, deckPicture, deckProfile, deckProfiles, renderSignedIn } from './test/fixtures';

/** Profile `n` as the server answers it later: the same card with freshly signed picture URLs. */
const refreshed = (n: number): PublicProfile => deckProfile(n, { pictures: [{ ...deckPicture(n, 0), url: `/media/p${n}-0.webp?sig=fresh` }] });

const shownPicture = () => screen.getByRole('img', { name: 'Picture 1 of 1' });

describe('Discover deck pictures past their URL lifetime', () => {
  it('re-fetches the pages with their cursors and replaces only the pictures: the current card and the order stay', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const { server, user } = renderSignedIn('/app/profiles', {
      [deckKey()]: deckPage(deckProfiles(0, 4), 'c1'),
      [deckKey('c1')]: deckPage(deckProfiles(4, 2)),
      'POST /api/passes': () => jsonResponse(200, { ok: true }),
    });
    await cardHeading('Yusuf', 30);
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await cardHeading('Omar', 31);
    await waitFor(() => expect(server.requests(deckKey('c1'))).toHaveLength(1));
    expect(shownPicture()).toHaveAttribute('src', '/media/p1-0.webp?sig=x');

    // Ten minutes later the URLs have expired. The server's first page now leaves out the
    // passed card and starts with a newer member: a plain refetch would show that one.
    server.route(deckKey(), deckPage([deckProfile(9), ...[1, 2, 3].map(refreshed)], 'c1'));
    server.route(deckKey('c1'), deckPage([4, 5].map(refreshed)));
    fireEvent.error(shownPicture());

    await waitFor(() => expect(shownPicture()).toHaveAttribute('src', '/media/p1-0.webp?sig=fresh'));
    expect(screen.getByRole('heading', { level: 2, name: 'Omar, 31' })).toBeInTheDocument();
    expect(server.requests(deckKey())).toHaveLength(2);
    expect(server.requests(deckKey('c1'))).toHaveLength(2);

    // The next card is still the one that was next, with its fresh URL; the newer member is not slipped in.
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await cardHeading('Bilal', 32);
    expect(shownPicture()).toHaveAttribute('src', '/media/p2-0.webp?sig=fresh');
    expect(screen.queryByRole('heading', { level: 2, name: 'Musa, 39' })).not.toBeInTheDocument();
  });

  it("does not loop when a fresh URL fails too: the card shows 'Image unavailable'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = renderSignedIn('/app/profiles', { [deckKey()]: deckPage(deckProfiles(0, 5)) });
    await cardHeading('Yusuf', 30);
    server.route(deckKey(), deckPage([0, 1, 2, 3, 4].map(refreshed)));
    fireEvent.error(shownPicture());
    await waitFor(() => expect(shownPicture()).toHaveAttribute('src', '/media/p0-0.webp?sig=fresh'));

    fireEvent.error(shownPicture());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    expect(server.requests(deckKey())).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Yusuf, 30' })).toBeInTheDocument();
  });
});
