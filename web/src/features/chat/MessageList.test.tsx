import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchState } from '../matches/test/matchFixtures';
import { addToHistory } from './chatCache';
import { chatMessage } from './test/chatFixtures';
import { renderChat } from './test/renderChat';

const yusuf = matchState(0);

/** What a screen reader is told about the conversation as it goes on. */
describe('the message list as a live region', () => {
  it('is a polite log of additions, named Messages, present before new messages arrive', async () => {
    const { queryClient } = renderChat(yusuf, [chatMessage(1, { from: 'them', content: 'Salaam' })]);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveAttribute('aria-relevant', 'additions');
    // Reachable with Tab, so the arrow keys can scroll it.
    expect(log).toHaveAttribute('tabindex', '0');
    expect(within(log).getByText('Salaam')).toBeInTheDocument();

    // A message arriving live is added inside the same region (the one the reader already has).
    act(() => addToHistory(queryClient, yusuf.id, [chatMessage(2, { from: 'them', content: 'Are you there?' })]));
    expect(await within(log).findByText('Are you there?')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages' })).toBe(log);
  });

  it("says which messages are the reader's own", async () => {
    renderChat(yusuf, [chatMessage(1, { content: 'Wa alaikum assalam' })]);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByTestId('chat-message')).toHaveTextContent(/^You: Wa alaikum assalam/);
  });
});
