import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChat } from '../chat/test/renderChat';
import { matchState } from '../matches/test/matchFixtures';
import { renderMatchStatus } from '../matches/test/renderMatchStatus';

const guardians = [{ name: 'Yusuf', relation: 'father' as const }];
const BANNER = "Yusuf's guardian receives copies of this chat (father)";

describe('the guardian banner the other member sees', () => {
  it('is on the payment card before paying to unlock', async () => {
    renderMatchStatus(matchState(0, { chatUnlocked: false, iPaid: false, theyPaid: false, guardians }));
    const card = await screen.findByRole('region', { name: /Unlock/i });
    expect(within(card).getByRole('note', { name: 'A guardian reads this chat' })).toHaveTextContent(BANNER);
  });

  it('stands above the messages in the open chat, once', async () => {
    renderChat(matchState(0, { guardians }));
    await screen.findByRole('log', { name: 'Messages' });
    expect(screen.getAllByRole('note', { name: 'A guardian reads this chat' })).toHaveLength(1);
    expect(screen.getByRole('note', { name: 'A guardian reads this chat' })).toHaveTextContent(BANNER);
  });

  it('is not there when the other member has no guardian', async () => {
    renderChat(matchState(0));
    await screen.findByRole('log', { name: 'Messages' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
