import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deckProfile } from '../../discover/test/fixtures';
import { matchState } from '../test/matchFixtures';
import { renderMatchStatus } from '../test/renderMatchStatus';

const away = { reason: 'travel' as const, until: '2099-03-10T00:00:00.000Z' };
const theirTurn = { awaitingResponseFrom: 'them' as const, responseTimerExpiresAt: '2099-03-12T00:00:00.000Z' };

describe('the other side is away (issue 28)', () => {
  it('their turn: the timer shows paused until they are back, without a countdown', async () => {
    renderMatchStatus(matchState(0, { ...theirTurn, other: { ...deckProfile(0), away } }));
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Yusuf is away until Mar 10, 2099: the timer is paused');
    expect(timer).not.toHaveTextContent(/\dh \d+m/);
  });

  it('my turn: my own timer still counts down', async () => {
    renderMatchStatus(matchState(0, { awaitingResponseFrom: 'me', responseTimerExpiresAt: '2099-03-12T00:00:00.000Z', other: { ...deckProfile(0), away } }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Your turn to reply/);
  });
});
