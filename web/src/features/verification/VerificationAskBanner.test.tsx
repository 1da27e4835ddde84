import type { VerificationAsk, VerificationAskResponse } from '@mithaq/contract/photoSafety';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../test/authPage';
import { jsonResponse } from '../../test/fakeServer';
import { matchState } from '../matches/test/matchFixtures';
import { renderChat } from '../chat/test/renderChat';

const yusuf = matchState(0);
const ASK = `/api/matches/${yusuf.id}/verification-ask`;
const ask = (overrides: Partial<VerificationAsk> = {}): VerificationAsk => ({
  id: 'd0000000-0000-4000-8000-000000000001',
  mine: true,
  status: 'open',
  expiresAt: '2025-05-08T10:00:00.000Z',
  daysLeft: 6,
  mayEnd: false,
  ...overrides,
});
const answer = (body: VerificationAskResponse) => () => jsonResponse(200, body);

describe('Asking a match to verify, in the chat', () => {
  it('asks from the chat menu when the other is not verified, then shows the days left', async () => {
    let state: VerificationAskResponse = { ask: null, mayAsk: true };
    const { user, server } = renderChat(yusuf, [], {
      [`GET ${ASK}`]: () => jsonResponse(200, state),
      [`POST ${ASK}`]: () => {
        state = { ask: ask({ daysLeft: 7 }), mayAsk: false };
        return jsonResponse(200, { ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('button', { name: 'Ask Yusuf to verify' }));
    expect(await findToast('You asked Yusuf to verify their profile')).toBeInTheDocument();
    expect(server.requests(`POST ${ASK}`)).toHaveLength(1);
    expect(await screen.findByText('Verification requested · 7 days left')).toBeInTheDocument();
    // One request at a time: the menu no longer offers it.
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.queryByRole('button', { name: 'Ask Yusuf to verify' })).not.toBeInTheDocument();
  });

  it('shows the asked member the days left and the way to the badge', async () => {
    renderChat(yusuf, [], { [`GET ${ASK}`]: answer({ ask: ask({ mine: false, daysLeft: 1 }), mayAsk: false }) });
    expect(await screen.findByText('Verification requested · 1 day left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/app/account');
  });

  it('lets the asker end the match at no cost once the 7 days passed unmet', async () => {
    const { user, server } = renderChat(yusuf, [], {
      [`GET ${ASK}`]: answer({ ask: ask({ status: 'expired', daysLeft: 0, mayEnd: true }), mayAsk: false }),
      [`POST ${ASK}/end`]: () => jsonResponse(200, { ok: true }),
    });
    expect(await screen.findByText('Yusuf did not verify within 7 days. You may end the match at no cost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End the match at no cost' }));
    expect(await findToast('The match has ended. No tokens were taken.')).toBeInTheDocument();
    expect(server.requests(`POST ${ASK}/end`)).toHaveLength(1);
  });

  it('offers nothing for a verified match', async () => {
    const { user } = renderChat(yusuf, [], { [`GET ${ASK}`]: answer({ ask: null, mayAsk: false }) });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    expect(await screen.findByRole('button', { name: 'View Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask Yusuf to verify' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Verification requested/)).not.toBeInTheDocument();
  });
});
