import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../../features/chat/test/chatFixtures';
import { renderChat } from '../../features/chat/test/renderChat';
import { deckProfile, renderSignedIn } from '../../features/discover/test/fixtures';
import { endedMatch, listAnswer, wallet } from '../../features/matches/test/matchFixtures';
import { jsonResponse } from '../../test/fakeServer';

// Retention anonymised him after 2 years: the web names him "Former member" whatever the row held,
// and offers no profile to open; the history stays readable.
const former = endedMatch(0, { endedBy: 'them', canRematch: false, other: deckProfile(0, { former: true, pictures: [] }) });

describe('a former member (anonymised by retention)', () => {
  it('shows "Former member" in the chat, with the messages and no way to a profile or to send', async () => {
    const { user } = renderChat(former, [chatMessage(1, { from: 'them', content: 'Salaam, how are you?' })]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Former member' });
    expect(within(heading).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Yusuf')).not.toBeInTheDocument();
    expect(await screen.findByText('Salaam, how are you?')).toBeInTheDocument();
    // No initial of a name he no longer has: a person icon.
    expect(screen.getByTestId('avatar-initial')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('avatar-initial').querySelector('svg')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.queryByRole('button', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('shows "Former member" in the unmatched list with View Chat but no View Profile', async () => {
    renderSignedIn('/app/unmatched', {
      'GET /api/matches': listAnswer([]),
      'GET /api/matches/unmatched': listAnswer([former]),
      'GET /api/tokens/wallet': () => jsonResponse(200, wallet(7)),
    });
    const row = (await screen.findByRole('rowheader', { name: /^Former member/ })).closest('tr') as HTMLElement;
    expect(row).not.toHaveTextContent('Yusuf');
    expect(within(row).queryByRole('button', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Chat' })).toHaveAttribute('href', `/app/chat/${former.id}`);
  });
});
