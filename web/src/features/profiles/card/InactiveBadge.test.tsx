import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChat } from '../../chat/test/renderChat';
import { deckProfile, renderSignedIn } from '../../discover/test/fixtures';
import { endedMatch, listAnswer, matchState } from '../../matches/test/matchFixtures';

// Issue 28: a match with no sign-in for 30 days shows "Inactive" (the server sends a yes or no).
const gone = matchState(0, { other: { ...deckProfile(0), inactive: true } });
const here = matchState(1, { other: { ...deckProfile(1), inactive: false } });

describe('an inactive match', () => {
  it('is marked "Inactive" in the match list, and only that row', async () => {
    renderSignedIn('/app/matches', { 'GET /api/matches': listAnswer([gone, here]), 'GET /api/matches/unmatched': listAnswer([endedMatch(5)]) });
    const yusuf = await screen.findByRole('link', { name: /^Yusuf Inactive/ });
    expect(within(yusuf).getByText('Inactive')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Omar/ })).queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('is marked in the chat header and told in words on the chat profile view', async () => {
    const { user } = renderChat(gone);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yusuf Inactive' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', { name: "Yusuf's profile" });
    expect(within(dialog).getByText('Inactive: has not signed in for over a month')).toBeInTheDocument();
  });

  it('an active match shows none of it', async () => {
    const { user } = renderChat(here);
    expect(await screen.findByRole('heading', { level: 1, name: 'Omar' })).not.toHaveTextContent('Inactive');
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', { name: "Omar's profile" });
    expect(within(dialog).queryByText(/Inactive/)).not.toBeInTheDocument();
  });
});
