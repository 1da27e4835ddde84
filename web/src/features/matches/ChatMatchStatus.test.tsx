import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findToast } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';
import { matchState, wallet } from './test/matchFixtures';
import { renderMatchStatus } from './test/renderMatchStatus';

const NOW = new Date('2025-05-02T07:00:00.000Z');
const HOUR = 3_600_000;
const inMs = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

/** Locked, nobody paid, 72 h payment window minus 2 s. */
const locked = matchState(0, { chatUnlocked: false, iPaid: false, theyPaid: false, paymentExpiresAt: inMs(72 * HOUR - 2000) });
const payPath = `POST /api/matches/${locked.id}/pay`;

/** Only Date and the one-second tick are fake: the clock stands still unless the test moves it. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
}

describe('ChatMatchStatus timer badge', () => {
  it('counts the payment window down in hours, minutes and seconds, every second', async () => {
    freezeClock();
    renderMatchStatus({ ...locked, iPaid: true });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Time left to unlock the chat71h 59m 58s');
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('71h 59m 57s');
    act(() => void vi.advanceTimersByTime(72 * HOUR));
    expect(timer).toHaveTextContent('0h 0m 0s');
  });

  it.each([
    ['the initial timer after unlock', { initialTimerExpiresAt: inMs(48 * HOUR) }, 'Start a conversation48h 0m 0s'],
    ['my turn to reply', { awaitingResponseFrom: 'me' as const, responseTimerExpiresAt: inMs(23 * HOUR + 61_000) }, 'Your turn to reply23h 1m 1s'],
    ['their turn to reply', { awaitingResponseFrom: 'them' as const, responseTimerExpiresAt: inMs(5_000) }, 'Waiting for Yusuf to reply0h 0m 5s'],
  ])('shows %s', async (_label, overrides, text) => {
    freezeClock();
    renderMatchStatus(matchState(0, { initialTimerExpiresAt: inMs(HOUR), ...overrides }));
    expect(await screen.findByRole('timer')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Pay 3 tokens' })).not.toBeInTheDocument();
  });

  it('shows nothing once the match has ended', async () => {
    renderMatchStatus({ ...locked, unmatchedAt: NOW.toISOString(), endedBy: 'them' });
    expect(await screen.findByTestId('match-status')).toHaveTextContent(/^$/);
  });
});

describe('ChatMatchStatus payment card', () => {
  it('explains the cost, who has paid and the balance', async () => {
    renderMatchStatus({ ...locked, theyPaid: true });
    expect(await screen.findByRole('heading', { name: 'Unlock your chat with Yusuf' })).toBeInTheDocument();
    expect(screen.getByText(/Each of you pays 3 tokens.*pay 6 tokens for express access/)).toBeInTheDocument();
    expect(screen.getByText('Yusuf has paid.')).toBeInTheDocument();
    expect(await screen.findByTestId('payment-balance')).toHaveTextContent('10 tokens');
  });

  it('pays 3 tokens with an Idempotency-Key, refreshes the wallet, and refreshes the match after 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user, server } = renderMatchStatus(locked, { [payPath]: () => jsonResponse(200, { chatUnlocked: false, balance: 7 }) });
    await user.click(await screen.findByRole('button', { name: 'Pay 3 tokens' }));
    expect(await findToast('Payment successful. Waiting for Yusuf to pay.')).toBeInTheDocument();
    const [request] = server.requests(payPath);
    expect(request?.body).toEqual({ express: false });
    expect(request?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(server.requests('GET /api/tokens/wallet').length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Pay 3 tokens' })).toBeDisabled();

    server.route(`GET /api/matches/${locked.id}`, () => jsonResponse(200, { match: { ...locked, iPaid: true } }));
    act(() => void vi.advanceTimersByTime(1400));
    expect(server.requests(`GET /api/matches/${locked.id}`)).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(100));
    // Now the viewer waits for the other to pay: the lock notice.
    expect(await screen.findByText('Chat locked')).toBeInTheDocument();
    expect(screen.getByText('Both users must pay to unlock chat before sending messages.')).toBeInTheDocument();
    expect(screen.getByText('You have paid. Waiting for Yusuf to pay.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay 3 tokens' })).not.toBeInTheDocument();
  });

  it('express unlock pays 6 and says the chat is unlocked', async () => {
    const { user, server } = renderMatchStatus(locked, { [payPath]: () => jsonResponse(200, { chatUnlocked: true, balance: 4 }) });
    await user.click(await screen.findByRole('button', { name: 'Express unlock (6 tokens)' }));
    expect(await findToast('Payment successful. Your chat is unlocked!')).toBeInTheDocument();
    expect(server.requests(payPath)[0]?.body).toEqual({ express: true });
  });

  it.each([
    ['the server refuses', () => errorResponse(402, 'INSUFFICIENT_TOKENS', 'Insufficient tokens. You need at least 6 tokens for express access.'), 'Insufficient tokens. You need at least 6 tokens for express access.'],
    ['the answer is not JSON', () => new Response('<html>Bad gateway</html>', { status: 502 }), 'An unexpected error occurred'],
    ['the answer has the wrong shape', () => jsonResponse(200, { unlocked: 'yes' }), 'Unexpected response format'],
  ])("says 'Payment Failed' when %s", async (_label, answer, description) => {
    const { user } = renderMatchStatus(locked, { [payPath]: answer });
    await user.click(await screen.findByRole('button', { name: 'Express unlock (6 tokens)' }));
    expect(await findToast('Payment Failed')).toBeInTheDocument();
    expect(await findToast(description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Express unlock (6 tokens)' })).toBeEnabled();
  });

  it("says 'Insufficient tokens' without asking the server when the wallet holds too few", async () => {
    const { user, server } = renderMatchStatus(locked, { 'GET /api/tokens/wallet': () => jsonResponse(200, wallet(5)) });
    expect(await screen.findByTestId('payment-balance')).toHaveTextContent('5 tokens');
    await user.click(screen.getByRole('button', { name: 'Express unlock (6 tokens)' }));
    expect(await findToast('Insufficient tokens')).toBeInTheDocument();
    expect(await findToast('Insufficient tokens. You need at least 6 tokens for express access.')).toBeInTheDocument();
    expect(server.requests(payPath)).toHaveLength(0);
    server.route(payPath, () => jsonResponse(200, { chatUnlocked: false, balance: 2 }));
    await user.click(screen.getByRole('button', { name: 'Pay 3 tokens' }));
    await waitFor(() => expect(server.requests(payPath)).toHaveLength(1));
  });

  it('retrying after a lost answer sends the same Idempotency-Key; a new attempt after a refusal a new one', async () => {
    const { user, server } = renderMatchStatus(locked, { [payPath]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const payButton = await screen.findByRole('button', { name: 'Pay 3 tokens' });
    await user.click(payButton);
    expect(await findToast('Network error. Please check your connection and try again.')).toBeInTheDocument();
    server.route(payPath, () => errorResponse(402, 'INSUFFICIENT_TOKENS', 'Insufficient tokens. You need at least 3 tokens to unlock chat.'));
    await user.click(payButton);
    expect(await findToast('Insufficient tokens. You need at least 3 tokens to unlock chat.')).toBeInTheDocument();
    await user.click(payButton);
    await waitFor(() => expect(server.requests(payPath)).toHaveLength(3));
    const [first, retry, next] = server.requests(payPath).map((request) => request.headers.get('idempotency-key'));
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
